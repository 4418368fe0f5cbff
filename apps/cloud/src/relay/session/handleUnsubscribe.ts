import { batchUnsubscribeParams, unsubscribeParams } from '../relayParamsSchemas.js'
import { checkBatch } from './checkBatch.js'
import { parseParams } from './parseParams.js'
import type { RelayHandler } from './RelayHandler.js'
import type { RelaySessionContext } from './RelaySessionContext.js'

/** Leaves `topics`, on this socket and for the client's next ones (a subscription the relay made is dropped). */
async function unsubscribeTopics(
  { clientId, hub, mailbox, subscriber, subscriptions }: RelaySessionContext,
  topics: readonly string[],
): Promise<void> {
  for (const topic of topics) {
    if (subscriptions.delete(topic)) hub.unsubscribe(topic, subscriber)
    await mailbox.removeImplicitSubscription(clientId, topic)
  }
}

/** `irn_unsubscribe`. */
export const handleUnsubscribe: RelayHandler = async (context, params) => {
  await unsubscribeTopics(context, [parseParams(unsubscribeParams, params).topic])
  return true
}

/** `irn_batchUnsubscribe`. */
export const handleBatchUnsubscribe: RelayHandler = async (context, params) => {
  const { subscriptions } = parseParams(batchUnsubscribeParams, params)
  checkBatch(subscriptions.length, context.limits.maxBatch)
  await unsubscribeTopics(
    context,
    subscriptions.map((item) => item.topic),
  )
  return true
}
