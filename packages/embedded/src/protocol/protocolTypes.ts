/** Prefix of every widget → frame message type. */
export const APP_PREFIX = '@portico-app/'
/** Prefix of every frame → widget event type. */
export const FRAME_PREFIX = '@portico-frame/'
/** The frame's first event, once it listens: the widget waits for it before any request (docs/behaviour.md#transitions frame lifecycle). */
export const FRAME_READY = `${FRAME_PREFIX}READY` as const
/**
 * The frame's one event instead of READY when it will not serve this page: `{ type, payload: { reason } }`, posted
 * only to the page's exact origin, so the widget can say why at once instead of waiting for the load timeout.
 */
export const FRAME_REFUSED = `${FRAME_PREFIX}REFUSED` as const
/**
 * Why the frame refused: the page's origin is not among the project's allowed origins (`origin_not_allowed`), the
 * cloud does not know the project (`invalid_project`), or the cloud could not say (`cloud_unreachable`).
 */
export const FRAME_REFUSAL_REASONS = ['origin_not_allowed', 'invalid_project', 'cloud_unreachable'] as const
export type FrameRefusalReason = (typeof FRAME_REFUSAL_REASONS)[number]
/**
 * Why the frame cannot use the smart account on a network now (an error's `reason` beside its code
 * `smart_account_unavailable`): its bundler does not answer or serves no EntryPoint v0.7 (`bundler_unavailable`), the
 * network lacks the EntryPoint or the Safe's contracts (`contracts_missing`), its node does not answer
 * (`node_unavailable`), or the project has no smart accounts there (`not_enabled`).
 */
export const SMART_ACCOUNT_UNAVAILABLE_REASONS = [
  'bundler_unavailable',
  'contracts_missing',
  'node_unavailable',
  'not_enabled',
] as const
export type SmartAccountUnavailableReason = (typeof SMART_ACCOUNT_UNAVAILABLE_REASONS)[number]
/** The type of the one message the social-login pop-up posts to the page that opened it. */
export const SOCIAL_RESULT_TYPE = '@portico-social/RESULT'
/**
 * The type of the message the social-login start page posts to its opener once it has loaded (no content, so to
 * any origin): a close the widget asked for while the pop-up was still on its way there may have been dropped by the
 * browser, and is asked again (docs/behaviour.md#transitions).
 */
export const SOCIAL_STARTED_TYPE = '@portico-social/STARTED'
