import { relayTrace } from '../relayTrace.js'
import { checkMessage } from './checkMessage.js'
import type { RelaySessionContext } from './RelaySessionContext.js'

export type StoredMessage = { topic: string; message: string; ttl: number; tag: number }

/** Stores a message in the mailbox, then hands it to the topic's subscribers (once: a repeat is not handed again). */
export async function storeMessage(
  {
    clientId,
    projectId,
    mailbox,
    hub,
    limits,
    now,
  }: Pick<RelaySessionContext, 'clientId' | 'projectId' | 'mailbox' | 'hub' | 'limits' | 'now'>,
  { topic, message, ttl, tag }: StoredMessage,
): Promise<void> {
  checkMessage(limits, message, ttl)
  const startedAt = relayTrace.store.hasSubscribers ? performance.now() : 0
  const stored = await mailbox.put({
    topic,
    message,
    tag,
    publisher: clientId,
    ttlSeconds: ttl,
    now: now(),
    projectId,
  })
  if (!relayTrace.store.hasSubscribers) {
    if (stored.created) hub.publish(stored.message)
    return
  }
  const storedAt = performance.now()
  if (stored.created) hub.publish(stored.message)
  relayTrace.store.publish({ startedAt, storedAt, pushedAt: performance.now(), created: stored.created })
}
