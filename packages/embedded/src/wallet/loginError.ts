import { FrameRequestError } from '../client/FrameRequestError.js'
import type { EmailLoginError } from './EmailLoginError.js'

/** The frame's (and so the cloud's) error codes with a text in the message catalogue. */
const KEYS = {
  invalid_code: 'emailLogin.invalidCode',
  expired_code: 'emailLogin.expiredCode',
  locked_code: 'emailLogin.lockedCode',
  iframe_load_failed: 'error.SOMETHING_WENT_WRONG',
  iframe_request_timeout: 'error.SOMETHING_WENT_WRONG',
  aborted: 'error.REQUEST_ABORTED',
  user_rejected: 'error.USER_REJECTED',
  no_recovery_share: 'recoveryShare.none',
  storage_unavailable: 'embeddedWallet.storageBlocked',
} as const

/** What the visitor reads for a failed login step: the catalogue's text for a known code, else the frame's own. */
export function loginError(error: unknown): EmailLoginError {
  if (error instanceof FrameRequestError) {
    if (error.code === 'email_cooldown' && error.retryAfterSeconds !== undefined)
      return { key: 'error.EMAIL_COOLDOWN', values: { seconds: error.retryAfterSeconds } }
    const key = error.code === undefined ? undefined : KEYS[error.code as keyof typeof KEYS]
    if (key) return { key }
    if (error.message) return { text: error.message }
  }
  return { key: 'error.FRAME_ERROR' }
}
