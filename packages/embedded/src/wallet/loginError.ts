import { isNetworkFailure } from '@portico/core'
import { FrameRequestError } from '../client/FrameRequestError.js'
import type { EmailLoginError } from './EmailLoginError.js'
import { smartAccountUnavailableKey } from './smartAccountUnavailableKey.js'

/** The frame's (and so the cloud's) error codes with a text in the message catalogue. */
const KEYS = {
  invalid_code: 'emailLogin.invalidCode',
  expired_code: 'emailLogin.expiredCode',
  locked_code: 'emailLogin.lockedCode',
  iframe_load_failed: 'error.SOMETHING_WENT_WRONG',
  iframe_request_timeout: 'error.SOMETHING_WENT_WRONG',
  origin_not_allowed: 'error.SOMETHING_WENT_WRONG',
  invalid_project: 'error.SOMETHING_WENT_WRONG',
  cloud_unreachable: 'error.SOMETHING_WENT_WRONG',
  aborted: 'error.REQUEST_ABORTED',
  user_rejected: 'error.USER_REJECTED',
  no_recovery_share: 'recoveryShare.none',
  storage_unavailable: 'embeddedWallet.storageBlocked',
  network_error: 'error.NETWORK_UNREACHABLE',
} as const

/** The browsers' own texts for a request that never reached its server (Chrome, Firefox, Safari). */
const RAW_NETWORK_FAILURE =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/

/** What the visitor reads for a failed login step: the catalogue's text for a known code, else the frame's own. */
export function loginError(error: unknown): EmailLoginError {
  // A request that never reached its server: what to do, not the browser's raw 'Failed to fetch'.
  if (isNetworkFailure(error)) return { key: 'error.NETWORK_UNREACHABLE' }
  if (error instanceof FrameRequestError) {
    if (error.code === 'email_cooldown' && error.retryAfterSeconds !== undefined)
      return { key: 'error.EMAIL_COOLDOWN', values: { seconds: error.retryAfterSeconds } }
    if (error.code === 'smart_account_unavailable') return { key: smartAccountUnavailableKey(error.reason) }
    const key = error.code === undefined ? undefined : KEYS[error.code as keyof typeof KEYS]
    if (key) return { key }
    if (error.message) return { text: error.message }
  }
  if (error instanceof TypeError && RAW_NETWORK_FAILURE.test(error.message))
    return { key: 'error.NETWORK_UNREACHABLE' }
  return { key: 'error.FRAME_ERROR' }
}
