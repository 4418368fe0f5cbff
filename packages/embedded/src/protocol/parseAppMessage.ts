import { z } from 'zod/mini'
import { type AppMessagePayload, type AppMessageType, appMessagePayloads } from './appMessageSchemas.js'
import { issueText, specIssues } from './issueText.js'
import { measureMessage } from './measureMessage.js'
import type { ParseResult } from './ParseResult.js'
import { REQUEST_ID_PATTERN } from './protocolLimits.js'
import { APP_PREFIX } from './protocolTypes.js'

/** A checked widget → frame message. */
export type AppMessage = {
  [Type in AppMessageType]: { type: Type; id: string; payload: AppMessagePayload<Type> }
}[AppMessageType]

const envelope = z.strictObject({
  type: z.string().check(z.startsWith(APP_PREFIX), z.maxLength(96)),
  id: z.string().check(z.regex(REQUEST_ID_PATTERN, 'a request id')),
  payload: z.optional(z.unknown()),
})

/**
 * Checks what the frame received from its parent: plain JSON within the size limit, the envelope
 * `{ type: '@portico-app/<TYPE>', id, payload? }` of a known type, and that type's payload schema (strict). Never
 * throws; the frame answers a refused message with an error event when it has a usable id, else ignores it.
 */
export function parseAppMessage(data: unknown): ParseResult<AppMessage> {
  const unreadable = measureMessage(data)
  if (unreadable) return { ok: false, reason: unreadable }
  const outer = envelope.safeParse(data, specIssues)
  if (!outer.success) return { ok: false, reason: issueText(outer.error, 'message') }
  const type = outer.data.type.slice(APP_PREFIX.length)
  if (!Object.hasOwn(appMessagePayloads, type)) return { ok: false, reason: `Unknown message type ${type}` }
  const schema = appMessagePayloads[type as AppMessageType] as z.ZodMiniType
  const payload = schema.safeParse(outer.data.payload, specIssues)
  if (!payload.success) return { ok: false, reason: issueText(payload.error, 'message') }
  return { ok: true, message: { type, id: outer.data.id, payload: payload.data } as AppMessage }
}
