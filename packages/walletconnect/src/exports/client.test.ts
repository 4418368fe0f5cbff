import { expect, it } from 'vitest'
import * as exports from './client.js'

it('exports the lean Sign client by name', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "WalletRpcError",
      "createSignClient",
      "toRemoteSession",
    ]
  `)
})
