import type { RelaySessionContext } from './RelaySessionContext.js'
import { replayPending } from './replayPending.js'
import { subscribeTopics } from './subscribeTopics.js'

/**
 * A new socket: subscribes it again to the topics the relay subscribed its client to (a pairing, a session), and
 * replays what the client missed on them. The relay starts this replay, not the client, so it counts against none of
 * the client's read limits (as the replays after a proposal, an approval or a lost Redis link); what bounds a client
 * that reconnects in a loop is the new sockets an address may open a minute.
 */
export async function restoreSubscriptions(context: RelaySessionContext): Promise<void> {
  const { mailbox, clientId, limits, now } = context
  const topics = (await mailbox.implicitSubscriptions(clientId, now())).slice(
    0,
    limits.maxSubscriptionsPerSocket,
  )
  if (topics.length === 0) return
  await subscribeTopics(context, topics)
  await replayPending(context, topics)
}
