import type { Queryable } from '../storage/Storage.js'
import { relayTrace } from './relayTrace.js'

/** How long an acknowledgement may wait in memory before it is written with the others. */
export const ACK_FLUSH_MS = 200
/** Acknowledgements that are written at once, without waiting for the timer. */
export const ACK_FLUSH_ROWS = 2_000
/**
 * The most acknowledgements kept while the storage refuses them: past it the oldest are dropped (each only makes its
 * message pushed again), so a database that stays down does not grow the node's memory without end.
 */
export const ACK_MAX_KEPT_ROWS = 100_000

/**
 * Records which client acknowledged which message, lazily: `add` keeps them in memory and returns at once; they are
 * written together, in one statement, every ACK_FLUSH_MS, as soon as ACK_FLUSH_ROWS wait, and on `flush`. A
 * statement that fails keeps its rows for the next one, so no acknowledgement is lost while the process lives (up to
 * ACK_MAX_KEPT_ROWS of them while the storage refuses).
 */
export type RelayAckWriter = {
  add(clientId: string, messageIds: readonly string[]): void
  /** Writes everything added so far; resolves once it is stored (rejects, keeping the rows, if it could not be). */
  flush(): Promise<void>
}

export type RelayAckWriterOptions = {
  flushMs?: number
  flushRows?: number
  maxKeptRows?: number
  /** Told of a statement that failed; its rows wait for the next one. */
  onFlushFailed?: (error: unknown) => void
}

/**
 * An acknowledgement is no promise to a publisher: one lost in a crash (at most the last ACK_FLUSH_MS of them) only
 * makes the relay push that message to that client again, which the clients drop as a repeat. So acknowledgements
 * need not be written one turn at a time as publishes are; written in batches of a few hundred, a row costs about a
 * fifth less, and a socket's next frame no longer waits for its acknowledgement's statement.
 */
export function createRelayAckWriter(
  storage: Queryable,
  {
    flushMs = ACK_FLUSH_MS,
    flushRows = ACK_FLUSH_ROWS,
    maxKeptRows = ACK_MAX_KEPT_ROWS,
    onFlushFailed,
  }: RelayAckWriterOptions = {},
): RelayAckWriter {
  let messageIds: string[] = []
  let clientIds: string[] = []
  let timer: NodeJS.Timeout | undefined
  let writing: Promise<void> = Promise.resolve()

  const write = async () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (messageIds.length === 0) return
    const batch = { messageIds, clientIds }
    messageIds = []
    clientIds = []
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
    } catch (error) {
      // Kept for the next statement: the rows that came meanwhile after them.
      messageIds = [...batch.messageIds, ...messageIds].slice(-maxKeptRows)
      clientIds = [...batch.clientIds, ...clientIds].slice(-maxKeptRows)
      schedule()
      throw error
    }
    if (relayTrace.write.hasSubscribers)
      relayTrace.write.publish({
        writer: 'acks',
        rows: batch.messageIds.length,
        startedAt,
        endedAt: performance.now(),
      })
  }

  // One statement at a time, in order; a failed one is retried by the timer, and told to whoever awaits `flush`.
  const flush = () => {
    const next = writing.catch(() => undefined).then(write)
    writing = next
    return next
  }

  function schedule() {
    if (timer) return
    timer = setTimeout(() => {
      timer = undefined
      flush().catch((error: unknown) => onFlushFailed?.(error))
    }, flushMs)
    timer.unref()
  }

  return {
    add(clientId, ids) {
      for (const messageId of ids) {
        messageIds.push(messageId)
        clientIds.push(clientId)
      }
      if (messageIds.length >= flushRows) flush().catch((error: unknown) => onFlushFailed?.(error))
      else if (messageIds.length > 0) schedule()
    },
    flush,
  }
}
