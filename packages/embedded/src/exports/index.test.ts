import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports exactly the public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AUTH_CONNECTOR_ID",
      "embeddedWallet",
      "embeddedWalletRef",
    ]
  `)
})
