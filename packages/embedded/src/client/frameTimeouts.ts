/** docs/behaviour.md#limits: the frame must be ready within 20 s ('iframe_load_failed'). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** docs/behaviour.md#limits: extra wait after READY before the first request. */
export const FRAME_READY_DELAY_MS = 500
/** docs/behaviour.md#limits: login-type requests time out after 120 s ('iframe_request_timeout'). */
export const LOGIN_REQUEST_TIMEOUT_MS = 120_000
/** docs/behaviour.md#limits: sign-out waits at most 3 s for the frame's SIGN_OUT answer, then completes in the page alone. */
export const SIGN_OUT_WAIT_MS = 3_000
/** Requests that wait on the visitor (codes, social pop-ups) and so get the login timeout. */
export const LOGIN_REQUESTS = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
] as const
