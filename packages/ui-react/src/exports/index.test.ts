import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports the public API by name', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "LegalConsentGate",
      "NetworkButton",
      "PorticoModal",
      "PorticoProvider",
      "Spinner",
      "WalletIcon",
      "errorText",
      "registerAccountTab",
      "registerConnectMethod",
      "registerView",
      "useDisconnect",
      "usePortico",
      "usePorticoAccount",
      "usePorticoEvents",
      "usePorticoInstance",
      "usePorticoNetwork",
      "usePorticoProvider",
      "usePorticoSelector",
      "usePorticoSnapshot",
      "usePorticoState",
      "usePorticoTheme",
      "useSubmitGuard",
      "useTranslate",
      "useWalletInfo",
    ]
  `)
})
