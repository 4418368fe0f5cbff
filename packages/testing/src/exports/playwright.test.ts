import { describe, expect, it } from 'vitest'
import * as exports from './playwright.js'

describe('@portico/testing/playwright', () => {
  it('exports the page objects, the fixture and the wallet injection', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "BitcoinTestWalletDriver",
        "ModalPage",
        "ModalValidator",
        "SolanaTestWalletDriver",
        "TestWalletDriver",
        "UnhandledErrorsError",
        "blockExternalRequests",
        "bundleTestWalletScript",
        "injectTestWallets",
        "isLoopbackUrl",
        "loopbackOnlyChromiumArg",
        "porticoTest",
        "watchExternalRequests",
        "watchUnhandledErrors",
      ]
    `)
  })
})
