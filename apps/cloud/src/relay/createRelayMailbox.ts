import { createHash } from 'node:crypto'
import type { Storage } from '../storage/Storage.js'
import type { RelayMessage } from './RelayMessage.js'

export type PutMessage = Omit<RelayMessage, 'id' | 'publishedAt'> & { ttlSeconds: number; now: number }

/** The relay's messages in the cloud's database (migration 0004): kept until their TTL, acknowledged per client. */
export type RelayMailbox = {
  /** Stores a message once per topic (a client retrying the same publish is stored once); `created` is false on a repeat. */
  put(message: PutMessage): Promise<{ message: RelayMessage; created: boolean }>
  /** Unexpired messages of `topics` that `clientId` neither published nor acknowledged, oldest first. */
  pending(clientId: string, topics: readonly string[], now: number, limit: number): Promise<RelayMessage[]>
  acknowledge(clientId: string, messageIds: readonly string[]): Promise<void>
  /** Records a subscription the relay made for a client (until `expiresAt`, Unix ms). */
  addImplicitSubscription(clientId: string, topic: string, expiresAt: number): Promise<void>
  implicitSubscriptions(clientId: string, now: number): Promise<string[]>
  removeImplicitSubscription(clientId: string, topic: string): Promise<void>
  /** Deletes expired messages (their acknowledgements go with them) and subscriptions; returns how many messages. */
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

export function createRelayMailbox(storage: Storage): RelayMailbox {
  return {
    async put({ topic, message, tag, publisher, ttlSeconds, now }) {
      const hash = createHash('sha256').update(message).digest('hex')
      const inserted = await storage.query<MessageRow>(
        `insert into relay_messages (topic, message_hash, message, tag, publisher, published_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (topic, message_hash) do nothing
         returning ${columns}`,
        [topic, hash, message, tag, publisher, now, now + ttlSeconds * 1_000],
      )
      if (inserted[0]) return { message: fromRow(inserted[0]), created: true }
      const [existing] = await storage.query<MessageRow>(
        `select ${columns} from relay_messages where topic = $1 and message_hash = $2`,
        [topic, hash],
      )
      // Swept between the two statements: store it again.
      if (!existing) return this.put({ topic, message, tag, publisher, ttlSeconds, now })
      return { message: fromRow(existing), created: false }
    },

    async pending(clientId, topics, now, limit) {
      if (topics.length === 0) return []
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

    async acknowledge(clientId, messageIds) {
      if (messageIds.length === 0) return
      await storage.query(
        `insert into relay_acks (message_id, client_id)
         select id, $2 from relay_messages where id = any($1::bigint[])
         on conflict do nothing`,
        [messageIds, clientId],
      )
    },

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
      const deleted = await storage.query<{ id: string }>(
        'delete from relay_messages where expires_at <= $1 returning id',
        [now],
      )
      await storage.query('delete from relay_implicit_subscriptions where expires_at <= $1', [now])
      return deleted.length
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
