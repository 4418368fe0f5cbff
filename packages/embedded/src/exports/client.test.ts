import { expect, it } from 'vitest'
import * as exports from './client.js'

it('exports exactly the public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "FRAME_LOAD_TIMEOUT_MS",
      "FRAME_READY_DELAY_MS",
      "FrameRequestError",
      "LOGIN_REQUEST_TIMEOUT_MS",
      "SIGN_OUT_WAIT_MS",
      "createFrameClient",
    ]
  `)
})
