import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports exactly the public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEVNET_POLKADOT_ACCOUNT_BALANCE",
      "DEVNET_POLKADOT_SS58_PREFIX",
      "POLKADOT_DEFAULT_PORT",
      "devnetPolkadotAccountNames",
      "devnetPolkadotAccounts",
      "startPolkadotDevnet",
    ]
  `)
})
