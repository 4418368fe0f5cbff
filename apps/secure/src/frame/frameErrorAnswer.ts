import { StorageBlockedError } from '../custody/StorageBlockedError.js'
import { FrameRpcError } from '../rpc/FrameRpcError.js'
import { AbortedError } from './AbortedError.js'
import { CloudAuthError } from './createCloudAuth.js'
import type { FrameAnswer } from './FrameAnswer.js'
import { NoRecoveryShareError } from './NoRecoveryShareError.js'
import { RecoveryRequiredError } from './RecoveryRequiredError.js'
import { RejectedByUserError } from './RejectedByUserError.js'
import { SmartAccountUnavailableError } from './smartAccount/SmartAccountUnavailableError.js'

/**
 * The error event's payload for what a handler threw: a code the widget maps for the frame's own errors and the
 * cloud's (with its retry-after), else the error's message, else docs/behaviour.md#errors: 'An error occurred'.
 */
export function frameErrorAnswer(error: unknown): FrameAnswer & { ok: false } {
  if (error instanceof AbortedError) return { ok: false, error: { message: error.message, code: 'aborted' } }
  if (error instanceof RecoveryRequiredError)
    return { ok: false, error: { message: error.message, code: 'recovery_required' } }
  if (error instanceof NoRecoveryShareError)
    return { ok: false, error: { message: error.message, code: 'no_recovery_share' } }
  if (error instanceof StorageBlockedError)
    return { ok: false, error: { message: error.message, code: 'storage_unavailable' } }
  if (error instanceof RejectedByUserError)
    return { ok: false, error: { message: error.message, code: 'user_rejected' } }
  if (error instanceof CloudAuthError)
    return {
      ok: false,
      error: {
        message: error.message,
        code: error.code,
        ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
      },
    }
  if (error instanceof SmartAccountUnavailableError)
    return { ok: false, error: { message: error.message, code: error.code, reason: error.reason } }
  if (error instanceof FrameRpcError)
    return { ok: false, error: { message: error.message, code: error.code } }
  return {
    ok: false,
    error: { message: error instanceof Error && error.message ? error.message : 'An error occurred' },
  }
}
