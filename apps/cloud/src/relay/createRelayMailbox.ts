import { createHash } from 'node:crypto'
import type { Storage } from '../storage/Storage.js'
import { createMailboxUsage, type MailboxQuota } from './createMailboxUsage.js'
import { createRelayAckWriter, type RelayAckWriterOptions } from './createRelayAckWriter.js'
import { createRelayMessageWriter } from './createRelayMessageWriter.js'
import { RelayMailboxFullError } from './RelayMailboxFullError.js'
import type { RelayMessage } from './RelayMessage.js'

export type PutMessage = Omit<RelayMessage, 'id' | 'publishedAt'> & {
  ttlSeconds: number
  now: number
  /** The project of the publishing socket, whose mailbox quota the message counts against. */
  projectId: string
}

/** The relay's messages in the cloud's database (migration 0004): kept until their TTL, acknowledged per client. */
export type RelayMailbox = {
  /**
   * Stores a message once per topic (a client retrying the same publish is stored once); `created` is false on a
   * repeat. Throws RelayMailboxFullError when the project's messages would pass its quota.
   */
  put(message: PutMessage): Promise<{ message: RelayMessage; created: boolean }>
  /** Unexpired messages of `topics` that `clientId` neither published nor acknowledged, oldest first. */
  pending(clientId: string, topics: readonly string[], now: number, limit: number): Promise<RelayMessage[]>
  /**
   * Records that `clientId` acknowledged `messageIds`, written lazily with others (`createRelayAckWriter`); `pending`
   * on this node sees it at once, and one lost in a crash only means a message pushed again.
   */
  acknowledge(clientId: string, messageIds: readonly string[]): void
  /** Writes the acknowledgements still in memory (at close). */
  flushAcknowledgements(): Promise<void>
  /** Records a subscription the relay made for a client (until `expiresAt`, Unix ms). */
  addImplicitSubscription(clientId: string, topic: string, expiresAt: number): Promise<void>
  implicitSubscriptions(clientId: string, now: number): Promise<string[]>
  removeImplicitSubscription(clientId: string, topic: string): Promise<void>
  /** Writes the room messages took since the last flush (every second, and at close). */
  flushUsage(): Promise<void>
  /** Deletes expired messages with their acknowledgements, and expired subscriptions; returns how many messages. */
  sweep(now: number): Promise<number>
}

type MessageRow = {
  id: string | number | bigint
  topic: string
  message: string
  tag: number
  publisher: string
  published_at: string | number | bigint
}

const columns = 'id, topic, message, tag, publisher, published_at'

export function createRelayMailbox(
  storage: Storage,
  quota: MailboxQuota,
  acknowledgements: RelayAckWriterOptions = {},
): RelayMailbox {
  const usage = createMailboxUsage(storage, quota)
  const insert = createRelayMessageWriter(storage)
  const acks = createRelayAckWriter(storage, acknowledgements)
  return {
    flushUsage: () => usage.flush(),

    async put(put) {
      const { topic, message, tag, publisher, ttlSeconds, now, projectId } = put
      const hash = createHash('sha256').update(message).digest('hex')
      const bytes = Buffer.byteLength(message, 'utf8')
      const existing = async () => {
        const [row] = await storage.query<MessageRow>(
          `select ${columns} from relay_messages where topic = $1 and message_hash = $2`,
          [topic, hash],
        )
        return row && { message: fromRow(row), created: false }
      }
      if (!(await usage.take(projectId, bytes))) {
        // A repeat of a stored message is still answered as stored.
        const repeat = await existing()
        if (repeat) return repeat
        throw new RelayMailboxFullError(quota)
      }
      let inserted: string | undefined
      try {
        inserted = await insert({
          topic,
          messageHash: hash,
          message,
          tag,
          publisher,
          publishedAt: now,
          expiresAt: now + ttlSeconds * 1_000,
          projectId,
        })
      } finally {
        if (!inserted) usage.giveBack(projectId, bytes)
      }
      if (inserted !== undefined)
        return { message: { id: inserted, topic, message, tag, publisher, publishedAt: now }, created: true }
      // Swept between the insert and the select: store it again.
      return (await existing()) ?? this.put(put)
    },

    async pending(clientId, topics, now, limit) {
      if (topics.length === 0) return []
      // This node's acknowledgements first (one that cannot be written now only means a message read again).
      await acks.flush().catch(() => undefined)
      const rows = await storage.query<MessageRow>(
        `select ${columns} from relay_messages m
          where m.topic = any($1::text[]) and m.expires_at > $2 and m.publisher <> $3
            and not exists (select 1 from relay_acks a where a.message_id = m.id and a.client_id = $3)
          order by m.id
          limit $4`,
        [topics, now, clientId, limit],
      )
      return rows.map(fromRow)
    },

    acknowledge: (clientId, messageIds) => acks.add(clientId, messageIds),
    flushAcknowledgements: () => acks.flush(),

    async addImplicitSubscription(clientId, topic, expiresAt) {
      await storage.query(
        `insert into relay_implicit_subscriptions (client_id, topic, expires_at) values ($1, $2, $3)
         on conflict (client_id, topic) do update set expires_at = greatest(relay_implicit_subscriptions.expires_at, excluded.expires_at)`,
        [clientId, topic, expiresAt],
      )
    },

    async implicitSubscriptions(clientId, now) {
      const rows = await storage.query<{ topic: string }>(
        'select topic from relay_implicit_subscriptions where client_id = $1 and expires_at > $2',
        [clientId, now],
      )
      return rows.map((row) => row.topic)
    },

    async removeImplicitSubscription(clientId, topic) {
      await storage.query('delete from relay_implicit_subscriptions where client_id = $1 and topic = $2', [
        clientId,
        topic,
      ])
    },

    async sweep(now) {
      const [swept] = await storage.query<{ deleted: string | number | bigint }>(
        `with deleted as (
           delete from relay_messages where expires_at <= $1
           returning id, project_id, octet_length(message) as bytes
         ), acks as (
           delete from relay_acks where message_id in (select id from deleted)
         ), per_project as (
           select project_id, count(*) as messages, sum(bytes) as bytes from deleted group by project_id
         ), released as (
           update relay_project_usage u
              set messages = greatest(u.messages - p.messages, 0), bytes = greatest(u.bytes - p.bytes, 0)
             from per_project p where u.project_id = p.project_id
         )
         select coalesce(sum(messages), 0) as deleted from per_project`,
        [now],
      )
      await storage.query('delete from relay_implicit_subscriptions where expires_at <= $1', [now])
      return Number(swept?.deleted ?? 0)
    },
  }
}

function fromRow(row: MessageRow): RelayMessage {
  return {
    id: String(row.id),
    topic: row.topic,
    message: row.message,
    tag: Number(row.tag),
    publisher: row.publisher,
    publishedAt: Number(row.published_at),
  }
}
