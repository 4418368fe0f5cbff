import { expect, it } from 'vitest'
import * as server from './server.js'

it('pins the public export names of @portico/siwx/server', () => {
  expect(Object.keys(server).sort()).toMatchInlineSnapshot(`
    [
      "createPorticoSessionVerifier",
    ]
  `)
})
