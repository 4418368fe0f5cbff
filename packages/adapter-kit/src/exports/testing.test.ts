import { expect, it } from 'vitest'
import * as exports from './testing.js'

it('exports the test-world helpers by name', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "loadAdapter",
      "pageWallets",
      "startHoldingProxy",
    ]
  `)
})
