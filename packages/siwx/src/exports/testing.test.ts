import { expect, it } from 'vitest'
import * as testing from './testing.js'

it('pins the public export names of @portico/siwx/testing', () => {
  expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
    [
      "describeSiwxVerifierConformance",
    ]
  `)
})
