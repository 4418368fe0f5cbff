/**
 * The relay's mailbox on PGlite on the event loop (A) against PGlite in its worker thread (B, `PGLITE_WORKER=on`), in
 * one process, sides alternating round by round (issue 24). Each side is a node's storage as `openStorage` opens it
 * (the cloud's migrations) under the relay's own mailbox (`createRelayMailbox`); a round stores ROWS messages at once
 * (one statement, as the group commit writes them), reads them back as a subscriber's replay and acknowledges them.
 * Per message, lower quartile / median of the rounds: the wall time, the main thread's event-loop busy time (what
 * sockets and HTTP wait behind) and the process's CPU (every thread).
 *
 *   pnpm --filter @portico/cloud exec tsx scripts/relayBench/abPgliteWorker.ts [ROUNDS] [ROWS]
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createRelayMailbox, type RelayMailbox } from '../../src/relay/createRelayMailbox.js'
import { openStorage } from '../../src/storage/openStorage.js'
import type { Storage } from '../../src/storage/Storage.js'
import { seedPgliteDataDir } from '../../src/testing/seedPgliteDataDir.js'

const [roundsArg = '40', rowsArg = '100'] = process.argv.slice(2)
const ROUNDS = Number(roundsArg)
const ROWS = Number(rowsArg)

type Side = {
  name: string
  storage: Storage
  mailbox: RelayMailbox
  dir: string
  wall: number[]
  loop: number[]
  cpu: number[]
}

async function open(name: string, pgliteWorker: boolean): Promise<Side> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-relay-worker-ab-'))
  seedPgliteDataDir(dir)
  const storage = await openStorage({ dataDir: dir, pgliteWorker })
  const mailbox = createRelayMailbox(storage, { maxMessages: 1e9, maxBytes: 1e12 })
  return { name, storage, mailbox, dir, wall: [], loop: [], cpu: [] }
}

async function round(side: Side): Promise<void> {
  const now = Date.now()
  const topics = Array.from({ length: ROWS }, () => randomBytes(32).toString('hex'))
  const reader = `did:key:z6Mk${randomBytes(16).toString('hex')}`
  const started = performance.now()
  const loop = performance.eventLoopUtilization()
  const cpu = process.cpuUsage()
  await Promise.all(
    topics.map((topic) =>
      side.mailbox.put({
        topic,
        message: randomBytes(192).toString('base64'),
        tag: 1108,
        publisher: 'did:key:z6Mkbench',
        ttlSeconds: 300,
        now,
        projectId: 'portico-lab',
      }),
    ),
  )
  const pending = await side.mailbox.pending(reader, topics, now, ROWS)
  side.mailbox.acknowledge(
    reader,
    pending.map((message) => message.id),
  )
  await side.mailbox.flushAcknowledgements()
  const used = process.cpuUsage(cpu)
  side.wall.push((performance.now() - started) / ROWS)
  side.loop.push(performance.eventLoopUtilization(loop).active / ROWS)
  side.cpu.push((used.user + used.system) / 1_000 / ROWS)
}

const quartiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (share: number) => (sorted[Math.floor(sorted.length * share)] ?? 0).toFixed(3)
  return `${at(0.25)} / ${at(0.5)}`
}

const sides = [await open('A PGlite on the event loop', false), await open('B PGlite worker', true)]
const loadBefore = loadavg()[0] ?? 0
try {
  // One warm-up round each, not counted.
  for (const side of sides) await round(side)
  for (const side of sides) side.wall.length = side.loop.length = side.cpu.length = 0
  for (let index = 0; index < ROUNDS; index += 1)
    for (const side of index % 2 === 0 ? sides : [...sides].reverse()) await round(side)
  console.log(`ROUNDS=${ROUNDS} ROWS=${ROWS}, ms a message, lower quartile / median`)
  console.log('| side | wall | main thread busy | CPU, every thread |')
  console.log('|---|---:|---:|---:|')
  for (const side of sides)
    console.log(
      `| ${side.name} | ${quartiles(side.wall)} | ${quartiles(side.loop)} | ${quartiles(side.cpu)} |`,
    )
  console.log(`load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`)
} finally {
  for (const side of sides) {
    await side.storage.close()
    await rm(side.dir, { recursive: true, force: true })
  }
}
