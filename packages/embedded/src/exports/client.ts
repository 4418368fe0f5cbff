export {
  createFrameClient,
  type FrameClient,
  type FrameClientParameters,
} from '../client/createFrameClient.js'
export { FrameRequestError } from '../client/FrameRequestError.js'
export {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  LOGIN_REQUEST_TIMEOUT_MS,
  SIGN_OUT_WAIT_MS,
} from '../client/frameTimeouts.js'
