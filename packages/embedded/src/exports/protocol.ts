export { acceptMessageEvent } from '../protocol/acceptMessageEvent.js'
export {
  type AppMessagePayload,
  type AppMessageType,
  appMessagePayloads,
} from '../protocol/appMessageSchemas.js'
export { frameErrorPayload, frameSuccessPayloads, frameUserSchema } from '../protocol/frameEventSchemas.js'
export type { ParseResult } from '../protocol/ParseResult.js'
export { type AppMessage, parseAppMessage } from '../protocol/parseAppMessage.js'
export { type FrameEvent, parseFrameEvent } from '../protocol/parseFrameEvent.js'
export { parseSocialResult, type SocialResult } from '../protocol/parseSocialResult.js'
export {
  MAX_FIELD_CHARS,
  MAX_MESSAGE_CHARS,
  MAX_MESSAGE_DEPTH,
  REQUEST_ID_PATTERN,
} from '../protocol/protocolLimits.js'
export {
  APP_PREFIX,
  FRAME_PREFIX,
  FRAME_READY,
  FRAME_REFUSAL_REASONS,
  FRAME_REFUSED,
  type FrameRefusalReason,
  SMART_ACCOUNT_UNAVAILABLE_REASONS,
  type SmartAccountUnavailableReason,
  SOCIAL_RESULT_TYPE,
  SOCIAL_STARTED_TYPE,
} from '../protocol/protocolTypes.js'
