import { batchFetchMessagesParams } from '../relayParamsSchemas.js'
import { checkBatch } from './checkBatch.js'
import { parseParams } from './parseParams.js'
import type { RelayHandler } from './RelayHandler.js'
import { REPLAY_LIMIT } from './relaySessionConstants.js'
import { rememberPushed } from './rememberPushed.js'

/**
 * `irn_batchFetchMessages`: the topics' pending messages in the answer (not pushed), acknowledged for the client once
 * read. A read the client asked for: counted against its limits.
 */
export const handleBatchFetchMessages: RelayHandler = async (context, params) => {
  const { clientId, limits, mailbox, quotas, seen, now } = context
  const { topics } = parseParams(batchFetchMessagesParams, params)
  checkBatch(topics.length, limits.maxFetchTopics)
  await quotas.takeFetch(topics.length)
  const messages = (await mailbox.pending(clientId, topics, now(), REPLAY_LIMIT)).filter(
    (message) => !seen.has(message.id),
  )
  for (const message of messages) rememberPushed(context, message.id)
  mailbox.acknowledge(
    clientId,
    messages.map((message) => message.id),
  )
  return {
    messages: messages.map(({ topic, message, publishedAt, tag }) => ({ topic, message, publishedAt, tag })),
    hasMore: messages.length === REPLAY_LIMIT,
  }
}
