import { RelayRpcError } from '../RelayRpcError.js'
import type { RelaySessionContext } from './RelaySessionContext.js'
import { replayPending } from './replayPending.js'
import { subscribeTopics } from './subscribeTopics.js'

/**
 * A new socket: subscribes it again to the topics the relay subscribed its client to (a pairing, a session), and
 * replays what the client missed on them, within the address's read limit.
 */
export async function restoreSubscriptions(context: RelaySessionContext): Promise<void> {
  const { mailbox, clientId, limits, quotas, log, now } = context
  const topics = (await mailbox.implicitSubscriptions(clientId, now())).slice(
    0,
    limits.maxSubscriptionsPerSocket,
  )
  if (topics.length === 0) return
  await subscribeTopics(context, topics)
  // Each new socket replays these topics: a client that reconnects in a loop reads the mailbox as a fetch does.
  // Past the address's read limit the socket stays subscribed (live messages arrive) and the missed ones wait
  // in the mailbox for a subscribe or fetch once the limit allows.
  try {
    await quotas.takeReads(topics.length)
  } catch (error) {
    if (!(error instanceof RelayRpcError)) throw error
    log.debug('relay: replay of restored subscriptions skipped', { reason: error.message })
    return
  }
  await replayPending(context, topics)
}
