/** Largest message either side accepts, as JSON characters: a transaction with calldata fits, a flood does not. */
export const MAX_MESSAGE_CHARS = 128 * 1024
/** Longest string field outside RPC params (e-mail, URIs, chain ids). */
export const MAX_FIELD_CHARS = 2048
/** Deepest nesting of a whole message (envelope, payload, RPC params), counted in JSON brackets. */
export const MAX_MESSAGE_DEPTH = 12
/** Request ids: 1–64 characters of [A-Za-z0-9_-]. */
export const REQUEST_ID_PATTERN = /^[\w-]{1,64}$/
/** Most networks SYNC_DAPP_DATA names (each with its native currency); the widget sends its first ones. */
export const MAX_SYNCED_NETWORKS = 256
