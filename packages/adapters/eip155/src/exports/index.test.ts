import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports the adapter API by name', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ConnectorNotFoundError",
      "WalletMethodNotSupportedError",
      "createSessionProvider",
      "eip155Adapter",
      "eip155Network",
      "eip155Networks",
    ]
  `)
})
