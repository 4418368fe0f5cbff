import type { RelaySessionContext } from './RelaySessionContext.js'
import { replayPending } from './replayPending.js'
import { subscribeTopics } from './subscribeTopics.js'

/**
 * Subscribes the client to a topic the relay chose for it (a pairing or a session), until `expiresAt`, on this socket
 * and the client's next ones, and replays what the topic already holds.
 */
export async function subscribeImplicitly(
  context: RelaySessionContext,
  topic: string,
  expiresAt: number,
): Promise<void> {
  await context.mailbox.addImplicitSubscription(context.clientId, topic, expiresAt)
  await subscribeTopics(context, [topic])
  void replayPending(context, [topic])
}
