import type { Queryable } from '../storage/Storage.js'
import { createGroupCommit } from './createGroupCommit.js'
import { relayTrace } from './relayTrace.js'

/** A message as it is inserted into `relay_messages`. */
export type NewRelayMessage = {
  topic: string
  messageHash: string
  message: string
  tag: number
  publisher: string
  publishedAt: number
  expiresAt: number
  projectId: string
}

/** The stored message's mailbox id (a decimal string), or undefined for a repeat. */
export type RelayMessageWriter = (message: NewRelayMessage) => Promise<string | undefined>

type Caller = { key: string; resolve(id: string | undefined): void; reject(error: unknown): void }
type InsertedRow = { id: string | number | bigint; topic: string; message_hash: string }

const keyOf = (topic: string, messageHash: string) => `${topic}:${messageHash}`

/**
 * Messages stored together: those published in one turn of the event loop, and those published while the previous
 * statement was being written, go to storage in one statement (`createGroupCommit`), and each publish resolves once
 * that statement has stored it, so "acknowledged" still means "stored". PGlite runs each statement on the event loop
 * and PostgreSQL syncs each commit to disk, so under load one insert of many rows costs far less than one insert each. A message
 * stored twice in one statement (a client's quick retry) is inserted once: the first caller gets its id. Only the id
 * comes back (the caller has the rest): returning the message too would copy every message back out of storage.
 */
export function createRelayMessageWriter(storage: Queryable): RelayMessageWriter {
  const write = async ({ messages, callers }: { messages: NewRelayMessage[]; callers: Caller[] }) => {
    const startedAt = relayTrace.write.hasSubscribers ? performance.now() : 0
    try {
      const rows = await storage.query<InsertedRow>(
        `insert into relay_messages (topic, message_hash, message, tag, publisher, published_at, expires_at, project_id)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::text[], $6::bigint[], $7::bigint[], $8::text[])
         on conflict (topic, message_hash) do nothing
         returning id, topic, message_hash`,
        [
          messages.map((m) => m.topic),
          messages.map((m) => m.messageHash),
          messages.map((m) => m.message),
          messages.map((m) => m.tag),
          messages.map((m) => m.publisher),
          messages.map((m) => m.publishedAt),
          messages.map((m) => m.expiresAt),
          messages.map((m) => m.projectId),
        ],
      )
      if (relayTrace.write.hasSubscribers)
        relayTrace.write.publish({
          writer: 'messages',
          rows: messages.length,
          startedAt,
          endedAt: performance.now(),
        })
      const inserted = new Map(rows.map((row) => [keyOf(row.topic, row.message_hash), String(row.id)]))
      for (const caller of callers) {
        caller.resolve(inserted.get(caller.key))
        inserted.delete(caller.key)
      }
    } catch (error) {
      for (const caller of callers) caller.reject(error)
    }
  }

  const take = createGroupCommit(
    () => ({ messages: [] as NewRelayMessage[], callers: [] as Caller[] }),
    write,
  )

  return (message) => {
    const batch = take()
    batch.messages.push(message)
    return new Promise<string | undefined>((resolve, reject) =>
      batch.callers.push({ key: keyOf(message.topic, message.messageHash), resolve, reject }),
    )
  }
}
