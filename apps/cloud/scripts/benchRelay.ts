/**
 * The relay under load, loopback only and bounded: SOCKETS (1,000) WebSocket clients on one cloud node (PGlite),
 * each with its own did:key JWT as the official clients sign it; half subscribe to a topic each, the other half
 * publish to those topics for BENCH_SECONDS (10). Each publisher paces itself at RATE publishes a second (9: just
 * under the relay's default per-client limit of 600 a minute; a higher RATE raises the bench node's limit to match),
 * so the offered rate is bounded by that pace and the relay's own speed: what is measured is what it delivers
 * (messages pushed to subscribers per second), the delivery latency (publish sent → `irn_subscription` received),
 * and the machine's load average beside it. Run by `bench.ts`, or alone:
 *
 *   pnpm --filter @portico/cloud exec tsx scripts/benchRelay.ts
 *
 * With DATABASE_URL (postgres://…) the nodes store in a fresh schema of that PostgreSQL instead of PGlite; with
 * NODES=2 (or more; needs DATABASE_URL and redis-server, REDIS_SERVER_BIN or /usr/bin/redis-server) as many nodes
 * share it and a throw-away Redis, each subscriber on one node and its publisher on the next, so every message
 * crosses nodes through Redis. CPU_PROF=<dir> has each node write its CPU profile there; PIN_NODES=on gives each
 * node one core of its own (`taskset`). Publishers start at random points of their period (ARRIVALS=aligned starts
 * them together).
 *
 * SUBSCRIBERS=k gives each topic k subscriber sockets (one publisher still): every publish is k pushes, to k sockets,
 * as a topic that several of a wallet's tabs listen to. REPLAY=n measures replays instead of live delivery: each
 * publisher first stores n messages on its topic while nobody listens, then every subscriber subscribes at once and
 * the window runs from those subscribes to the last push (the rates and latencies are of that replay: subscribe
 * sent → push received).
 *
 * Beside the figures it prints where the time went over the measured window: the bench's own CPU and event-loop use
 * (its 1,000 clients share one process: when that is near 1, the figures are the clients' queue, not the relay's),
 * PostgreSQL's CPU, publish → acknowledgement as the publishers saw it, and for each node (`relayBench/nodeProbe.ts`)
 * its CPU, CPU per delivered message, event-loop use and delay, and its stages: a publish's answer, its mailbox write
 * (group commit wait and statement), its pushes, and the writers' statements (how many, rows each, how long).
 */
import { randomBytes } from 'node:crypto'
import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'
import type { NodeProbe } from './relayBench/nodeProbe.js'
import { postgresCpuSeconds } from './relayBench/postgresCpu.js'
import { probeTable } from './relayBench/probeTable.js'
import { startNodes } from './relayBench/startNodes.js'
import { type Summary, summarize } from './relayBench/summarize.js'

/** Just under the relay's default 600 publishes per client and minute. */
const DEFAULT_PUBLISHES_PER_SECOND_PER_CLIENT = 9
const OPEN_BATCH = 50

export type RelayBenchResult = {
  nodes: number
  /** Subscriber sockets per topic. */
  subscribers: number
  /** Messages stored per topic before its subscribers came (0: live delivery). */
  replay: number
  storage: 'PGlite' | 'PostgreSQL'
  rate: number
  sockets: number
  opened: number
  openSeconds: number
  seconds: number
  offeredPerSecond: number
  deliveredPerSecond: number
  p50: number
  p99: number
  errors: number
  loadBefore: number
  loadDuring: number
  cores: number
  /** Publish sent → its acknowledgement received, as the publishers saw it. */
  acknowledged: Summary
  /** The bench's own process (every client) over the measured window: CPU (1 = one core) and event-loop use. */
  clients: { cpuShare: number; eventLoopUtilization: number }
  /** PostgreSQL's processes' CPU over the window (1 = one core), when the nodes store there. */
  postgresCpuShare?: number
  /** What each node spent in the window (`relayBench/nodeProbe.ts`). */
  nodeProbes: NodeProbe[]
}

type Client = { ws: WebSocket; send(method: string, params: unknown): Promise<unknown> }

async function openClient(relayUrl: string, onPush: (data: { message: string }) => void): Promise<Client> {
  const keys = generateKeyPair()
  const auth = await signJWT('0'.repeat(64), relayUrl, 86_400, keys)
  const ws = new WebSocket(`${relayUrl}?${new URLSearchParams({ auth, projectId: 'portico-lab' })}`)
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade: ${response.statusCode}`)),
    )
  })
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 1
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as {
      id: number
      method?: string
      params?: { data: { message: string } }
      result?: unknown
      error?: { message: string }
    }
    if (frame.method === 'irn_subscription' && frame.params) {
      ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      onPush(frame.params.data)
      return
    }
    const entry = waiting.get(frame.id)
    if (!entry) return
    waiting.delete(frame.id)
    if (frame.error) entry.reject(new Error(frame.error.message))
    else entry.resolve(frame.result)
  })
  return {
    ws,
    send(method, params) {
      const id = nextId++
      ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }))
    },
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Publishes to `topic` at `rate` a second until `deadline`; returns how many it offered. Each publisher starts at a
 * random point of its first period, as independent wallets and dapps would: started together, the publishers would
 * stay in step and every period would open with a burst of one publish per publisher, so the bench would measure
 * how long a node takes to clear that burst rather than a message's delivery. ARRIVALS=aligned keeps them in step.
 */
async function publishUntil(
  publisher: Client,
  topic: string,
  { label, rate, deadline, sentAt, padding, acknowledged }: PublishPlan & { label: string },
  onError: () => void,
): Promise<number> {
  let sequence = 0
  if (process.env.ARRIVALS !== 'aligned') await sleep((Math.random() * 1_000) / rate)
  while (performance.now() < deadline) {
    const started = performance.now()
    const message = `${label}.${sequence++}.${padding}`
    sentAt.set(message, started)
    await publisher
      .send('irn_publish', { topic, message, ttl: 300, tag: 1108 })
      .then(() => acknowledged.push(performance.now() - started), onError)
    const wait = 1_000 / rate - (performance.now() - started)
    if (wait > 0) await sleep(wait)
  }
  return sequence
}

type PublishPlan = {
  rate: number
  deadline: number
  sentAt: Map<string, number>
  padding: string
  acknowledged: number[]
}

/** Stores `count` messages on `topic`, one after the other; returns how many the relay refused. */
async function storeForReplay(
  publisher: Client,
  topic: string,
  {
    label,
    count,
    padding,
    sentAt,
  }: { label: string; count: number; padding: string; sentAt: Map<string, number> },
): Promise<number> {
  let refused = 0
  for (let sequence = 0; sequence < count; sequence += 1) {
    const message = `${label}.${sequence}.${padding}`
    sentAt.set(message, 0)
    await publisher.send('irn_publish', { topic, message, ttl: 300, tag: 1108 }).catch(() => {
      refused += 1
    })
  }
  return refused
}

export async function benchRelay({
  sockets = Number(process.env.SOCKETS ?? 1_000),
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  rate = Number(process.env.RATE ?? DEFAULT_PUBLISHES_PER_SECOND_PER_CLIENT),
  nodes = Number(process.env.NODES ?? 1),
  subscribers = Number(process.env.SUBSCRIBERS ?? 1),
  replay = Number(process.env.REPLAY ?? 0),
} = {}): Promise<RelayBenchResult> {
  const cluster = await startNodes(nodes, {
    // The sockets, all from 127.0.0.1, and room for the few requests beside them.
    RELAY_MAX_SOCKETS: String(sockets + 100),
    RELAY_MAX_SOCKETS_PER_ADDRESS: String(sockets + 100),
    RELAY_CONNECTIONS_PER_ADDRESS_PER_MINUTE: String(sockets + 100),
    RELAY_PUBLISHES_PER_MINUTE: String(Math.max(600, Math.ceil(rate * 60 * 1.1), replay * 2)),
    RELAY_PUBLISHES_PER_ADDRESS_PER_MINUTE: '100000000',
    RELAY_READ_TOPICS_PER_ADDRESS_PER_MINUTE: '100000000',
    CLIENT_RATE_LIMIT_PER_MINUTE: '1000000',
    NO_ORIGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  })
  // Topic t: subscribers t·k … t·k + k − 1, then (after every subscriber) its publisher.
  const pairs = Math.floor(sockets / (subscribers + 1))
  const listeners = pairs * subscribers
  const topicOf = (index: number) => (index < listeners ? Math.floor(index / subscribers) : index - listeners)
  // A topic's subscribers on node t, its publisher on the next node: with several nodes every message crosses Redis.
  const nodeOf = (index: number) =>
    cluster.urls[(topicOf(index) + (index < listeners ? 0 : 1)) % cluster.urls.length] as string
  const clients: (Client | undefined)[] = []
  // A message's publish time (or, replayed, its subscribe's), and how many of its pushes are still to come.
  const sentAt = new Map<string, number>()
  const pushesLeft = new Map<string, number>()
  const latencies: number[] = []
  let measuring = false
  let delivered = 0
  let errors = 0
  const onPush = ({ message }: { message: string }) => {
    const started = sentAt.get(message)
    if (started === undefined || !measuring) return
    const left = (pushesLeft.get(message) ?? subscribers) - 1
    if (left > 0) pushesLeft.set(message, left)
    else {
      sentAt.delete(message)
      pushesLeft.delete(message)
    }
    delivered += 1
    latencies.push(performance.now() - started)
  }
  try {
    const loadBefore = loadavg()[0] ?? 0
    const openStarted = performance.now()
    const total = listeners + pairs
    for (let index = 0; index < total; index += OPEN_BATCH) {
      const batch = Array.from({ length: Math.min(OPEN_BATCH, total - index) }, (_, k) => index + k)
      const opened = await Promise.allSettled(batch.map((k) => openClient(nodeOf(k), onPush)))
      for (const result of opened) {
        clients.push(result.status === 'fulfilled' ? result.value : undefined)
        if (result.status === 'rejected') errors += 1
      }
    }
    const openSeconds = (performance.now() - openStarted) / 1_000
    const topics = Array.from({ length: pairs }, () => randomBytes(32).toString('hex'))
    const subscribeAll = () =>
      Promise.all(
        clients
          .slice(0, listeners)
          .map((client, index) => client?.send('irn_subscribe', { topic: topics[topicOf(index)] })),
      )
    const padding = randomBytes(192).toString('base64')
    if (replay > 0) {
      const refused = await Promise.all(
        topics.map((topic, index) => {
          const publisher = clients[listeners + index]
          return publisher
            ? storeForReplay(publisher, topic, { label: String(index), count: replay, padding, sentAt })
            : 0
        }),
      )
      errors += refused.reduce((sum, count) => sum + count, 0)
    } else await subscribeAll()

    const loadSamples: number[] = []
    const sampler = setInterval(() => loadSamples.push(loadavg()[0] ?? 0), 1_000)
    measuring = true
    cluster.startProbes()
    const window = {
      startedAt: performance.now(),
      cpu: process.cpuUsage(),
      elu: performance.eventLoopUtilization(),
      postgres: postgresCpuSeconds(),
    }
    const plan = {
      acknowledged: [] as number[],
      rate,
      deadline: performance.now() + seconds * 1_000,
      sentAt,
      padding,
    }
    let offered: number[]
    let measuredSeconds = seconds
    if (replay > 0) {
      const subscribedAt = performance.now()
      for (const message of sentAt.keys()) sentAt.set(message, subscribedAt)
      await subscribeAll()
      // Every stored message to every subscriber, or what came within a minute.
      const until = subscribedAt + 60_000
      while (sentAt.size > 0 && performance.now() < until) await sleep(10)
      measuredSeconds = (performance.now() - subscribedAt) / 1_000
      offered = topics.map(() => replay)
    } else {
      offered = await Promise.all(
        topics.map((topic, index) => {
          const publisher = clients[listeners + index]
          if (!publisher) return 0
          return publishUntil(publisher, topic, { ...plan, label: String(index) }, () => {
            errors += 1
          })
        }),
      )
      // Deliveries still on their way when the publishing stopped count, up to 2 s later.
      const drainUntil = performance.now() + 2_000
      while (sentAt.size > 0 && performance.now() < drainUntil) await sleep(50)
    }
    measuring = false
    clearInterval(sampler)
    const nodeProbes = await cluster.probes()
    const windowSeconds = (performance.now() - window.startedAt) / 1_000
    const cpu = process.cpuUsage(window.cpu)
    const postgresAfter = postgresCpuSeconds()
    const share = (value: number) => Math.round(value * 100) / 100
    latencies.sort((a, b) => a - b)
    return {
      nodes,
      subscribers,
      replay,
      storage: cluster.storage,
      rate,
      sockets,
      opened: clients.filter(Boolean).length,
      openSeconds: Math.round(openSeconds * 10) / 10,
      seconds: Math.round(measuredSeconds * 100) / 100,
      offeredPerSecond: Math.round(offered.reduce((sum, count) => sum + count, 0) / measuredSeconds),
      deliveredPerSecond: Math.round(delivered / measuredSeconds),
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      errors,
      loadBefore: Math.round(loadBefore * 100) / 100,
      loadDuring: Math.round(Math.max(0, ...loadSamples) * 100) / 100,
      cores: availableParallelism(),
      acknowledged: summarize(plan.acknowledged),
      clients: {
        cpuShare: share((cpu.user + cpu.system) / 1e6 / windowSeconds),
        eventLoopUtilization: share(performance.eventLoopUtilization(window.elu).utilization),
      },
      ...(cluster.storage === 'PostgreSQL' && window.postgres !== undefined && postgresAfter !== undefined
        ? { postgresCpuShare: share((postgresAfter - window.postgres) / windowSeconds) }
        : {}),
      nodeProbes,
    }
  } finally {
    for (const client of clients) client?.ws.terminate()
    await cluster.stop()
  }
}

/** The result as the markdown table `bench.ts` prints. */
export function relayBenchTable(result: RelayBenchResult): string {
  return [
    `Relay: ${result.sockets} WebSocket clients on ${result.nodes === 1 ? 'one node' : `${result.nodes} nodes and Redis`} (${result.storage}), ${result.subscribers} subscriber(s) a topic, ${result.replay > 0 ? `a replay of ${result.replay} messages a topic` : `${result.rate} publishes/s per publisher`}, ${result.seconds} s, 127.0.0.1, ${result.cores} cores`,
    '',
    '| sockets open | open in s | publishes/s offered | messages/s delivered | delivery p50 ms | p99 ms | errors | load avg (1 min) before → peak during |',
    '|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${result.opened} / ${result.sockets} | ${result.openSeconds} | ${result.offeredPerSecond} | ${result.deliveredPerSecond} | ${result.p50} | ${result.p99} | ${result.errors} | ${result.loadBefore} → ${result.loadDuring} |`,
    '',
    probeTable(result),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(relayBenchTable(await benchRelay()))
}
