import { batchSubscribeParams, subscribeParams } from '../relayParamsSchemas.js'
import { checkBatch } from './checkBatch.js'
import { parseParams } from './parseParams.js'
import type { RelayHandler } from './RelayHandler.js'
import { replayPending } from './replayPending.js'
import { subscribeTopics } from './subscribeTopics.js'

/** `irn_subscribe`: the topic's pending messages are replayed, a read the client asked for (counted). */
export const handleSubscribe: RelayHandler = async (context, params) => {
  const { topic } = parseParams(subscribeParams, params)
  await context.quotas.takeReads(1)
  const [id] = await subscribeTopics(context, [topic])
  void replayPending(context, [topic])
  return id
}

/** `irn_batchSubscribe`: as `irn_subscribe`, for up to `maxBatch` topics. */
export const handleBatchSubscribe: RelayHandler = async (context, params) => {
  const { topics } = parseParams(batchSubscribeParams, params)
  checkBatch(topics.length, context.limits.maxBatch)
  await context.quotas.takeReads(topics.length)
  const ids = await subscribeTopics(context, topics)
  void replayPending(context, topics)
  return ids
}
