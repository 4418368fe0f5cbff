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
 *
 * The parts are in `relayBench/`: the nodes (`startNodes.ts`), the sockets (`openClients.ts`, `topicLayout.ts`), the
 * load (`publishUntil.ts`, `deliverLive.ts`; `storeForReplay.ts`, `deliverReplay.ts`), the count (`deliveryTally.ts`,
 * `measurementWindow.ts`) and the report (`relayBenchTable.ts`).
 */
import { randomBytes } from 'node:crypto'
import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { deliverLive } from './relayBench/deliverLive.js'
import { deliverReplay } from './relayBench/deliverReplay.js'
import { deliveryTally } from './relayBench/deliveryTally.js'
import { openMeasurementWindow } from './relayBench/measurementWindow.js'
import type { Client } from './relayBench/openClient.js'
import { openClients } from './relayBench/openClients.js'
import type { PublishPlan } from './relayBench/publishUntil.js'
import type { RelayBenchResult } from './relayBench/relayBenchResult.js'
import { relayBenchTable } from './relayBench/relayBenchTable.js'
import { startNodes } from './relayBench/startNodes.js'
import { storeForReplay } from './relayBench/storeForReplay.js'
import { summarize } from './relayBench/summarize.js'
import { topicLayout } from './relayBench/topicLayout.js'

/** Just under the relay's default 600 publishes per client and minute. */
const DEFAULT_PUBLISHES_PER_SECOND_PER_CLIENT = 9

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0)

/** Runs the bench once, with the sizes given or from the environment (the header above), and returns what it saw. */
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
  const { pairs, listeners, topicOf, nodeOf } = topicLayout(sockets, subscribers, cluster.urls)
  const tally = deliveryTally(subscribers)
  let clients: (Client | undefined)[] = []
  let errors = 0
  try {
    const loadBefore = loadavg()[0] ?? 0
    const opening = await openClients(listeners + pairs, nodeOf, tally.onPush)
    clients = opening.clients
    errors += opening.failed
    const topics = Array.from({ length: pairs }, () => randomBytes(32).toString('hex'))
    const publishers = clients.slice(listeners)
    const subscribeAll = () =>
      Promise.all(
        clients
          .slice(0, listeners)
          .map((client, index) => client?.send('irn_subscribe', { topic: topics[topicOf(index)] })),
      )
    const padding = randomBytes(192).toString('base64')
    const { sentAt } = tally
    if (replay > 0) errors += await storeForReplay(publishers, topics, { count: replay, padding, sentAt })
    else await subscribeAll()

    tally.measure(true)
    cluster.startProbes()
    const window = openMeasurementWindow()
    const plan: PublishPlan = {
      acknowledged: [],
      rate,
      deadline: performance.now() + seconds * 1_000,
      sentAt,
      padding,
    }
    let offered: number[]
    let measuredSeconds = seconds
    if (replay > 0) {
      measuredSeconds = await deliverReplay(sentAt, subscribeAll)
      offered = topics.map(() => replay)
    } else {
      offered = await deliverLive(publishers, topics, plan, () => {
        errors += 1
      })
    }
    tally.measure(false)
    window.stopSampling()
    const nodeProbes = await cluster.probes()
    const usage = window.close()
    const latencies = [...tally.latencies].sort((a, b) => a - b)
    return {
      nodes,
      subscribers,
      replay,
      storage: cluster.storage,
      rate,
      sockets,
      opened: clients.filter(Boolean).length,
      openSeconds: Math.round(opening.openSeconds * 10) / 10,
      seconds: Math.round(measuredSeconds * 100) / 100,
      offeredPerSecond: Math.round(offered.reduce((sum, count) => sum + count, 0) / measuredSeconds),
      deliveredPerSecond: Math.round(tally.delivered() / measuredSeconds),
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      errors,
      loadBefore: Math.round(loadBefore * 100) / 100,
      loadDuring: usage.loadDuring,
      cores: availableParallelism(),
      acknowledged: summarize(plan.acknowledged),
      clients: usage.clients,
      ...(cluster.storage === 'PostgreSQL' && usage.postgresCpuShare !== undefined
        ? { postgresCpuShare: usage.postgresCpuShare }
        : {}),
      nodeProbes,
    }
  } finally {
    for (const client of clients) client?.ws.terminate()
    await cluster.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(relayBenchTable(await benchRelay()))
}
