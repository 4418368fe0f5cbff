/**
 * The relay's write statements, A against B in one process (issue 24): on a loaded machine whole-bench runs are
 * noise, so each side gets its own PGlite (the cloud's migrations, then the side's own schema change) and the sides
 * alternate, round by round, each round writing ROWS messages (and their acknowledgements) in one statement as the
 * group commit does. Prints the lower quartile and median per message of each side's rounds.
 *
 *   pnpm --filter @portico/cloud exec tsx scripts/relayBench/abStatements.ts [variant] [ROUNDS] [ROWS]
 *
 * Variants: `key` (A: the unique (topic, message_hash) of 130 bytes; B: the unique 32-byte publish_key of migration
 * 0019) and `acks` (A: an acknowledgement statement for each round; B: one for every BATCH rounds, as the lazy ack
 * writer flushes).
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { openStorage } from '../../src/storage/openStorage.js'
import type { Storage } from '../../src/storage/Storage.js'
import { seedPgliteDataDir } from '../../src/testing/seedPgliteDataDir.js'

const [variant = 'key', roundsArg = '100', rowsArg = '100'] = process.argv.slice(2)
const ROUNDS = Number(roundsArg)
const ROWS = Number(rowsArg)
const BATCH = 10

type Side = { name: string; storage: Storage; dir: string; round(): Promise<void>; times: number[] }

async function open(): Promise<{ storage: Storage; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-relay-ab-'))
  seedPgliteDataDir(dir)
  return { storage: await openStorage({ dataDir: dir }), dir }
}

const message = () => randomBytes(300).toString('base64')
const topic = () => randomBytes(32).toString('hex')

/** The insert as `createRelayMessageWriter` sends it, before (hash column) or after (publish key). */
function insertRound(storage: Storage, withKey: boolean): () => Promise<string[]> {
  return async () => {
    const topics = Array.from({ length: ROWS }, topic)
    const messages = Array.from({ length: ROWS }, message)
    const hashes = messages.map((m, i) =>
      withKey
        ? createHash('sha256')
            .update(topics[i] as string)
            .update(m)
            .digest()
        : createHash('sha256').update(m).digest('hex'),
    )
    const now = Date.now()
    const rows = await storage.query<{ id: string }>(
      `insert into relay_messages (topic, ${withKey ? 'publish_key' : 'message_hash'}, message, tag, publisher, published_at, expires_at, project_id)
       select * from unnest($1::text[], $2::${withKey ? 'bytea' : 'text'}[], $3::text[], $4::integer[], $5::text[], $6::bigint[], $7::bigint[], $8::text[])
       on conflict (${withKey ? 'publish_key' : 'topic, message_hash'}) do nothing
       returning id, ${withKey ? 'publish_key' : 'topic, message_hash'}`,
      [
        topics,
        hashes,
        messages,
        messages.map(() => 1108),
        messages.map(() => 'did:key:z6Mkpublisher'),
        messages.map(() => now),
        messages.map(() => now + 300_000),
        messages.map(() => 'portico-lab'),
      ],
    )
    return rows.map((row) => String(row.id))
  }
}

const ackStatement = `insert into relay_acks (message_id, client_id)
  select m.id, acked.client_id
    from unnest($1::bigint[], $2::text[]) as acked (message_id, client_id)
    join relay_messages m on m.id = acked.message_id
  on conflict do nothing`

async function sides(): Promise<Side[]> {
  const a = await open()
  const b = await open()
  if (variant === 'key') {
    await b.storage.exec(
      `alter table relay_messages drop column if exists publish_key; alter table relay_messages add column publish_key bytea; alter table relay_messages drop column message_hash; ${process.env.B_INDEXES ?? 'create unique index on relay_messages (publish_key); create index on relay_messages using hash (topic)'}`,
    )
    const insertA = insertRound(a.storage, false)
    const insertB = insertRound(b.storage, true)
    return [
      { name: 'A (topic, message_hash)', ...a, times: [], round: async () => void (await insertA()) },
      { name: 'B publish_key + hash(topic)', ...b, times: [], round: async () => void (await insertB()) },
    ]
  }
  const insertA = insertRound(a.storage, false)
  const insertB = insertRound(b.storage, false)
  let pendingB: string[] = []
  let roundB = 0
  return [
    {
      name: 'A acks each round',
      ...a,
      times: [],
      round: async () => {
        const ids = await insertA()
        await a.storage.query(ackStatement, [ids, ids.map(() => 'did:key:z6Mksubscriber')])
      },
    },
    {
      name: `B acks every ${BATCH} rounds`,
      ...b,
      times: [],
      round: async () => {
        pendingB.push(...(await insertB()))
        if (++roundB % BATCH !== 0) return
        await b.storage.query(ackStatement, [pendingB, pendingB.map(() => 'did:key:z6Mksubscriber')])
        pendingB = []
      },
    },
  ]
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.floor((sorted.length - 1) * q)] ?? 0
}

const all = await sides()
for (const side of all) for (let i = 0; i < 10; i++) await side.round()
const load = loadavg()[0]
for (let round = 0; round < ROUNDS; round++) {
  for (const side of round % 2 === 0 ? all : [...all].reverse()) {
    const started = performance.now()
    await side.round()
    side.times.push((performance.now() - started) / ROWS)
  }
}
console.log(
  `${variant}: ${ROUNDS} rounds of ${ROWS} messages, load ${load?.toFixed(2)} → ${loadavg()[0]?.toFixed(2)}`,
)
for (const side of all) {
  console.log(
    `${side.name}: q1 ${quantile(side.times, 0.25).toFixed(4)} ms, median ${quantile(side.times, 0.5).toFixed(4)} ms a message`,
  )
  await side.storage.close()
  await rm(side.dir, { recursive: true, force: true })
}
