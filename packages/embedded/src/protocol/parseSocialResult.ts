import { z } from 'zod/mini'
import { issueText, specIssues } from './issueText.js'
import { measureMessage } from './measureMessage.js'
import type { ParseResult } from './ParseResult.js'
import { MAX_FIELD_CHARS } from './protocolLimits.js'
import { SOCIAL_RESULT_TYPE } from './protocolTypes.js'

const socialResultSchema = z.strictObject({
  type: z.literal(SOCIAL_RESULT_TYPE),
  /** The secure site's callback URL as the provider sent the visitor back: `code` and `state`, or `error`. */
  uri: z.url({ protocol: /^https?$/ }).check(z.maxLength(MAX_FIELD_CHARS)),
})

/** What the social-login pop-up hands back: the callback URL, for the widget to pass on with CONNECT_SOCIAL. */
export type SocialResult = { uri: string }

/**
 * Checks the pop-up's message (the caller has already pinned `event.source` to the pop-up and `event.origin` to the
 * secure site with acceptMessageEvent): plain JSON within the size limit, exactly `{ type, uri }`. Never throws.
 */
export function parseSocialResult(data: unknown): ParseResult<SocialResult> {
  const unreadable = measureMessage(data)
  if (unreadable) return { ok: false, reason: unreadable }
  const parsed = socialResultSchema.safeParse(data, specIssues)
  if (!parsed.success) return { ok: false, reason: issueText(parsed.error, 'message') }
  return { ok: true, message: { uri: parsed.data.uri } }
}
