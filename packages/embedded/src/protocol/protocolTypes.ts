/** Prefix of every widget → frame message type. */
export const APP_PREFIX = '@portico-app/'
/** Prefix of every frame → widget event type. */
export const FRAME_PREFIX = '@portico-frame/'
/** The frame's first event, once it listens: the widget waits for it before any request (spec §4 frame lifecycle). */
export const FRAME_READY = `${FRAME_PREFIX}READY` as const
/** The type of the one message the social-login pop-up posts to the page that opened it. */
export const SOCIAL_RESULT_TYPE = '@portico-social/RESULT'
