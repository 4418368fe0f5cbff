import type { RelaySessionContext } from './RelaySessionContext.js'

/** The socket closed: leaves every topic; what it did not acknowledge stays in the mailbox. */
export function closeSession({
  hub,
  subscriber,
  subscriptions,
  awaitingAck,
  state,
}: Pick<RelaySessionContext, 'hub' | 'subscriber' | 'subscriptions' | 'awaitingAck' | 'state'>): void {
  state.closed = true
  for (const topic of subscriptions) hub.unsubscribe(topic, subscriber)
  subscriptions.clear()
  awaitingAck.clear()
}
