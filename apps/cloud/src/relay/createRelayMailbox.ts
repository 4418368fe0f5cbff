import { createHash } from 'node:crypto'
import type { Storage } from '../storage/Storage.js'
import { RelayMailboxFullError } from './RelayMailboxFullError.js'
import type { RelayMessage } from './RelayMessage.js'

export type PutMessage = Omit<RelayMessage, 'id' | 'publishedAt'> & {
  ttlSeconds: number
  now: number
  /** The project of the publishing socket, whose mailbox quota the message counts against. */
  projectId: string
}

/** What one project's messages may take in the mailbox at once (within a few concurrent publishes across nodes). */
export type MailboxQuota = { maxMessages: number; maxBytes: number }

/** The relay's messages in the cloud's database (migration 0004): kept until their TTL, acknowledged per client. */
export type RelayMailbox = {
  /**
   * Stores a message once per topic (a client retrying the same publish is stored once); `created` is false on a
   * repeat. Throws RelayMailboxFullError when the project's messages would pass its quota.
   */
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

export function createRelayMailbox(storage: Storage, quota: MailboxQuota): RelayMailbox {
  return {
    async put(put) {
      const { topic, message, tag, publisher, ttlSeconds, now, projectId } = put
      const hash = createHash('sha256').update(message).digest('hex')
      const bytes = Buffer.byteLength(message, 'utf8')
      // One statement: a publish is acknowledged after one write, as before the quota. The room is read without a
      // lock, so nodes storing for one project at the same instant may pass the quota by those few messages.
      const [row] = await storage.query<{ room: boolean } & Partial<MessageRow>>(
        `with room as (
           select coalesce(u.messages, 0) + 1 <= $9::bigint and coalesce(u.bytes, 0) + $10::bigint <= $11::bigint as ok
             from (select 1) as one left join relay_project_usage u on u.project_id = $8::text
         ), fresh as (
           insert into relay_messages (topic, message_hash, message, tag, publisher, published_at, expires_at, project_id)
           select $1::text, $2::text, $3::text, $4::integer, $5::text, $6::bigint, $7::bigint, $8::text from room where ok
           on conflict (topic, message_hash) do nothing
           returning ${columns}
         ), counted as (
           insert into relay_project_usage as u (project_id, messages, bytes)
           select $8::text, 1, $10::bigint from fresh
           on conflict (project_id) do update set messages = u.messages + 1, bytes = u.bytes + excluded.bytes
         )
         select room.ok as room, fresh.* from room left join fresh on true`,
        [
          topic,
          hash,
          message,
          tag,
          publisher,
          now,
          now + ttlSeconds * 1_000,
          projectId,
          quota.maxMessages,
          bytes,
          quota.maxBytes,
        ],
      )
      if (row?.id !== undefined && row.id !== null)
        return { message: fromRow(row as MessageRow), created: true }
      // Not stored: a repeat (answered as stored, even when the project is full now), or no room.
      const [existing] = await storage.query<MessageRow>(
        `select ${columns} from relay_messages where topic = $1 and message_hash = $2`,
        [topic, hash],
      )
      if (existing) return { message: fromRow(existing), created: false }
      if (!row?.room) throw new RelayMailboxFullError(quota)
      // A repeat swept between the two statements: store it again.
      return this.put(put)
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
      const [swept] = await storage.query<{ deleted: string | number | bigint }>(
        `with deleted as (
           delete from relay_messages where expires_at <= $1 returning project_id, octet_length(message) as bytes
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
