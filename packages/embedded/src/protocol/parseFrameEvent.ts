import { z } from 'zod/mini'
import type { AppMessageType } from './appMessageSchemas.js'
import { frameErrorPayload, frameSuccessPayloads } from './frameEventSchemas.js'
import { issueText, specIssues } from './issueText.js'
import { measureMessage } from './measureMessage.js'
import type { ParseResult } from './ParseResult.js'
import { REQUEST_ID_PATTERN } from './protocolLimits.js'
import {
  FRAME_PREFIX,
  FRAME_READY,
  FRAME_REFUSAL_REASONS,
  FRAME_REFUSED,
  type FrameRefusalReason,
} from './protocolTypes.js'

/** A checked frame → widget event: READY, REFUSED, or the success or error answer to the request `id`. */
export type FrameEvent =
  | { kind: 'ready' }
  | { kind: 'refused'; reason: FrameRefusalReason }
  | { kind: 'success'; id: string; request: AppMessageType; payload: unknown }
  | { kind: 'error'; id: string; request: AppMessageType; payload: z.output<typeof frameErrorPayload> }

const refusal = z.strictObject({ reason: z.enum(FRAME_REFUSAL_REASONS) })

const envelope = z.strictObject({
  type: z.string().check(z.startsWith(FRAME_PREFIX), z.maxLength(96)),
  id: z.optional(z.string().check(z.regex(REQUEST_ID_PATTERN, 'a request id'))),
  payload: z.optional(z.unknown()),
})

/**
 * Checks what the widget received from the frame: plain JSON within the size limit, READY, REFUSED with its reason, or
 * `{ type: '@portico-frame/<TYPE>_SUCCESS' | '<TYPE>_ERROR', id, payload }` of a known request type, and that
 * answer's payload schema (strict). Never throws.
 */
export function parseFrameEvent(data: unknown): ParseResult<FrameEvent> {
  const unreadable = measureMessage(data)
  if (unreadable) return { ok: false, reason: unreadable }
  const outer = envelope.safeParse(data, specIssues)
  if (!outer.success) return { ok: false, reason: issueText(outer.error, 'event') }
  const { type, id, payload } = outer.data
  if (type === FRAME_READY)
    return payload === undefined && id === undefined
      ? { ok: true, message: { kind: 'ready' } }
      : { ok: false, reason: 'READY carries nothing' }
  if (type === FRAME_REFUSED) {
    if (id !== undefined) return { ok: false, reason: 'REFUSED carries no id' }
    const refused = refusal.safeParse(payload, specIssues)
    if (!refused.success) return { ok: false, reason: issueText(refused.error, 'event') }
    return { ok: true, message: { kind: 'refused', reason: refused.data.reason } }
  }
  const answer = /^(\w+)_(SUCCESS|ERROR)$/.exec(type.slice(FRAME_PREFIX.length))
  const request = answer?.[1]
  if (!answer || !request || !Object.hasOwn(frameSuccessPayloads, request))
    return { ok: false, reason: `Unknown event type ${type}` }
  if (id === undefined) return { ok: false, reason: 'id: Required' }
  if (answer[2] === 'ERROR') {
    const error = frameErrorPayload.safeParse(payload, specIssues)
    if (!error.success) return { ok: false, reason: issueText(error.error, 'event') }
    return {
      ok: true,
      message: { kind: 'error', id, request: request as AppMessageType, payload: error.data },
    }
  }
  const schema = frameSuccessPayloads[request as AppMessageType] as z.ZodMiniType
  const success = schema.safeParse(payload, specIssues)
  if (!success.success) return { ok: false, reason: issueText(success.error, 'event') }
  return {
    ok: true,
    message: { kind: 'success', id, request: request as AppMessageType, payload: success.data },
  }
}
