import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports the feature by name (the client is behind import(), or at @portico/walletconnect/client)', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "WALLETCONNECT_FEATURE_ID",
      "walletConnect",
    ]
  `)
})
