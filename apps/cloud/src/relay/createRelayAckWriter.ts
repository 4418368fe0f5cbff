import type { Queryable } from '../storage/Storage.js'
import { createGroupCommit } from './createGroupCommit.js'
import { relayTrace } from './relayTrace.js'

/** Records which client acknowledged which message; resolves once written. */
export type RelayAckWriter = (clientId: string, messageIds: readonly string[]) => Promise<void>

type Caller = { resolve(): void; reject(error: unknown): void }
type Batch = { messageIds: string[]; clientIds: string[]; callers: Caller[] }

/**
 * Acknowledgements written together: those that arrive in one turn of the event loop (under load, the pushes
 * acknowledged by many sockets at once), and those that arrive while the previous statement is being written, go to
 * storage in one statement (`createGroupCommit`), after the turn's other work. Alone, an
 * acknowledgement is written at the end of its turn. An acknowledgement is no promise to a publisher: one lost in a
 * crash only makes the relay push that message again, which the clients drop as a repeat.
 */
export function createRelayAckWriter(storage: Queryable): RelayAckWriter {
  const write = async (batch: Batch) => {
    const startedAt = relayTrace.write.hasSubscribers ? performance.now() : 0
    try {
      await storage.query(
        `insert into relay_acks (message_id, client_id)
         select m.id, acked.client_id
           from unnest($1::bigint[], $2::text[]) as acked (message_id, client_id)
           join relay_messages m on m.id = acked.message_id
         on conflict do nothing`,
        [batch.messageIds, batch.clientIds],
      )
      if (relayTrace.write.hasSubscribers)
        relayTrace.write.publish({
          writer: 'acks',
          rows: batch.messageIds.length,
          startedAt,
          endedAt: performance.now(),
        })
      for (const caller of batch.callers) caller.resolve()
    } catch (error) {
      for (const caller of batch.callers) caller.reject(error)
    }
  }

  const take = createGroupCommit<Batch>(() => ({ messageIds: [], clientIds: [], callers: [] }), write)

  return (clientId, messageIds) => {
    if (messageIds.length === 0) return Promise.resolve()
    const batch = take()
    for (const messageId of messageIds) {
      batch.messageIds.push(messageId)
      batch.clientIds.push(clientId)
    }
    return new Promise<void>((resolve, reject) => batch.callers.push({ resolve, reject }))
  }
}
