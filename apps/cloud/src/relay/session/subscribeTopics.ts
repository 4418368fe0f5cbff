import { RELAY_ERROR, RelayRpcError } from '../RelayRpcError.js'
import type { RelaySessionContext } from './RelaySessionContext.js'
import { subscriptionIdOf } from './subscriptionIdOf.js'

/**
 * Subscribes the socket to `topics` (within its subscription limit) and resolves once messages of other nodes on
 * them reach this node too; returns their subscription ids. Replays nothing.
 */
export async function subscribeTopics(
  {
    clientId,
    hub,
    limits,
    subscriber,
    subscriptions,
  }: Pick<RelaySessionContext, 'clientId' | 'hub' | 'limits' | 'subscriber' | 'subscriptions'>,
  topics: readonly string[],
): Promise<string[]> {
  const fresh = topics.filter((topic) => !subscriptions.has(topic))
  if (subscriptions.size + new Set(fresh).size > limits.maxSubscriptionsPerSocket) {
    throw new RelayRpcError(
      RELAY_ERROR.tooManySubscriptions,
      `Too many subscriptions: at most ${limits.maxSubscriptionsPerSocket} topics per connection`,
    )
  }
  for (const topic of fresh) subscriptions.add(topic)
  await Promise.all(fresh.map((topic) => hub.subscribe(topic, subscriber)))
  return topics.map((topic) => subscriptionIdOf(clientId, topic))
}
