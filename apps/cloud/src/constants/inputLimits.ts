import type { JsonShapeLimits } from '../http/input/JsonShapeLimits.js'

/** What the service accepts from a client, beyond each route's own schema. docs/cloud.md#limits lists them. */

/** Largest accepted request body of the public API. */
export const MAX_BODY_BYTES = 256 * 1024
/** Largest accepted body of `POST /e`: an analytics event or an error report. */
export const MAX_EVENT_BODY_BYTES = 16 * 1024
/**
 * Largest `props` of one analytics event, as stored (serialised JSON, UTF-8 bytes). The widget's largest event
 * (an error event: its code and a message cut to 256 characters, and the account) is well under it.
 */
export const MAX_EVENT_PROPS_BYTES = 2 * 1024
/** Largest `props` of one error report (message and stack trace; at most 5 a minute per client address). */
export const MAX_ERROR_REPORT_PROPS_BYTES = 12 * 1024
/** Largest accepted admin request body (catalogue imports). */
export const MAX_ADMIN_BODY_BYTES = 32 * 1024 * 1024
/** JSON bodies of the public API. */
export const PUBLIC_JSON_SHAPE: JsonShapeLimits = { maxDepth: 32, maxValues: 10_000 }
/** `props` of an analytics event. */
export const EVENT_PROPS_SHAPE: JsonShapeLimits = { maxDepth: 8, maxValues: 256 }
/** JSON bodies of the admin API (catalogue imports hold many values). */
export const ADMIN_JSON_SHAPE: JsonShapeLimits = { maxDepth: 32, maxValues: 10_000_000 }
