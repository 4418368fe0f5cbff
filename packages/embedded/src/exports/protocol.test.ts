import { expect, it } from 'vitest'
import * as exports from './protocol.js'

it('exports exactly the public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "APP_PREFIX",
      "FRAME_PREFIX",
      "FRAME_READY",
      "FRAME_REFUSAL_REASONS",
      "FRAME_REFUSED",
      "MAX_FIELD_CHARS",
      "MAX_MESSAGE_CHARS",
      "MAX_MESSAGE_DEPTH",
      "REQUEST_ID_PATTERN",
      "SMART_ACCOUNT_UNAVAILABLE_REASONS",
      "SOCIAL_RESULT_TYPE",
      "SOCIAL_STARTED_TYPE",
      "acceptMessageEvent",
      "appMessagePayloads",
      "frameErrorPayload",
      "frameSuccessPayloads",
      "frameUserSchema",
      "parseAppMessage",
      "parseFrameEvent",
      "parseSocialResult",
    ]
  `)
})
