import { z } from 'zod'

/** A relay topic: 32 bytes in hex, as the clients derive them. */
export const topicSchema = z.string().regex(/^[0-9a-f]{64}$/i, 'a topic is 64 hex characters')

const ttl = z.number().int()
const tag = z.number().int().nonnegative().optional()

export const subscribeParams = z.object({ topic: topicSchema })
export const batchSubscribeParams = z.object({ topics: z.array(topicSchema).min(1) })
export const unsubscribeParams = z.object({ topic: topicSchema })
export const batchUnsubscribeParams = z.object({
  subscriptions: z.array(z.object({ topic: topicSchema })).min(1),
})
export const publishParams = z.object({ topic: topicSchema, message: z.string().min(1), ttl, tag })
export const batchPublishParams = z.object({ messages: z.array(publishParams).min(1) })
export const batchFetchMessagesParams = z.object({ topics: z.array(topicSchema).min(1) })
export const proposeSessionParams = z.object({
  pairingTopic: topicSchema,
  sessionProposal: z.string().min(1),
  ttl: ttl.optional(),
})
export const approveSessionParams = z.object({
  sessionTopic: topicSchema,
  pairingTopic: topicSchema,
  sessionProposalResponse: z.string().min(1),
  sessionSettlementRequest: z.string().min(1),
  ttl: ttl.optional(),
})
