import type { AlertCode } from '@portico/core'
import { FrameRequestError } from '../client/FrameRequestError.js'
import type { FrameRefusalReason } from '../protocol/protocolTypes.js'

/** The alert for each reason the frame refuses the page (REFUSED instead of READY). */
const REFUSAL_ALERTS: Readonly<Record<FrameRefusalReason, AlertCode>> = {
  origin_not_allowed: 'UNVERIFIED_DOMAIN',
  invalid_project: 'INVALID_PROJECT_ID',
  cloud_unreachable: 'IFRAME_LOAD_FAILED',
}

/**
 * The alert for the cloud's codes the frame passes on that the visitor cannot fix by trying again: the session is
 * no longer valid (its text asks to check the device clock, then connect again), the page's origin is not allowed, the
 * project id is not known.
 */
const ANSWER_ALERTS: Readonly<Record<string, AlertCode>> = {
  session_required: 'SESSION_EXPIRED',
  origin_not_allowlisted: 'UNVERIFIED_DOMAIN',
  invalid_project_id: 'INVALID_PROJECT_ID',
  project_not_configured: 'PROJECT_ID_NOT_CONFIGURED',
}

/** The alert that says why the frame failed: its refusal's reason, or an error answer's code; else undefined. */
export function frameFailureAlert(
  failure: { refused: FrameRefusalReason } | { answer: FrameRequestError },
): AlertCode | undefined {
  if ('refused' in failure) return REFUSAL_ALERTS[failure.refused]
  const { code } = failure.answer
  return code !== undefined && Object.hasOwn(ANSWER_ALERTS, code) ? ANSWER_ALERTS[code] : undefined
}

/** The codes of a frame that did not load or refused the page: their alert says what happened already. */
const LOAD_FAILURES: readonly (string | undefined)[] = ['iframe_load_failed', ...Object.keys(REFUSAL_ALERTS)]

/** Whether the visitor was already shown an alert for this failure of a frame request. */
export function hasFailureAlert(error: unknown): boolean {
  if (!(error instanceof FrameRequestError)) return false
  return LOAD_FAILURES.includes(error.code) || frameFailureAlert({ answer: error }) !== undefined
}
