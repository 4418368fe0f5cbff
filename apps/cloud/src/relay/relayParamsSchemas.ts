import { z } from 'zod'
import { isSafeText } from '../http/input/isSafeText.js'
import { UNSAFE_TEXT_MESSAGE } from '../http/input/safeText.js'

/** A relay topic: 32 bytes in hex, as the clients derive them. */
export const topicSchema = z.string().regex(/^[0-9a-f]{64}$/i, 'a topic is 64 hex characters')

/** A message as storage can keep it (no NUL, no unpaired surrogate); its size is checked by the relay's limit. */
const message = z.string().min(1).refine(isSafeText, UNSAFE_TEXT_MESSAGE)
/** Seconds; the relay's limits check the range. Bounded here so no arithmetic on it leaves the safe integers. */
const ttl = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
/** Stored as a PostgreSQL integer. */
const tag = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
  .optional()

export const subscribeParams = z.object({ topic: topicSchema })
export const batchSubscribeParams = z.object({ topics: z.array(topicSchema).min(1) })
export const unsubscribeParams = z.object({ topic: topicSchema })
export const batchUnsubscribeParams = z.object({
  subscriptions: z.array(z.object({ topic: topicSchema })).min(1),
})
export const publishParams = z.object({ topic: topicSchema, message, ttl, tag })
export const batchPublishParams = z.object({ messages: z.array(publishParams).min(1) })
export const batchFetchMessagesParams = z.object({ topics: z.array(topicSchema).min(1) })
export const proposeSessionParams = z.object({
  pairingTopic: topicSchema,
  sessionProposal: message,
  ttl: ttl.optional(),
})
export const approveSessionParams = z.object({
  sessionTopic: topicSchema,
  pairingTopic: topicSchema,
  sessionProposalResponse: message,
  sessionSettlementRequest: message,
  ttl: ttl.optional(),
})
