/**
 * Two versions of the cloud's relay, A and B, measured against each other on one machine (issue 24): on a shared
 * machine one whole bench run after another is noise (the other work moves under both), so here both nodes run at
 * once, each with its own SOCKETS clients in this process, and the load alternates between them in short phases
 * (A B, B A, …), each phase PHASE_SECONDS of RATE publishes a second per publisher. What is compared is each node's
 * CPU per delivered message over its phases (`nodeProbe.ts`: the node's whole process, every thread), which is what
 * decides how many messages a core carries; the delivered rate and latency are printed beside it.
 *
 *   A_CLOUD=<another checkout's apps/cloud> pnpm --filter @portico/cloud exec tsx scripts/relayBench/abNodes.ts
 *
 * A_CLOUD is the checkout of A (say main's), B is this one. PHASES (8 per side), PHASE_SECONDS (5), SOCKETS (1,000
 * per node), RATE (6).
 */
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { deliveryTally } from './deliveryTally.js'
import type { Client } from './openClient.js'
import { openClients } from './openClients.js'
import { type PublishPlan, publishUntil } from './publishUntil.js'
import { type BenchNodes, startNodes as startNodesB } from './startNodes.js'
import { topicLayout } from './topicLayout.js'

const aCloud = process.env.A_CLOUD
if (!aCloud) throw new Error('A_CLOUD: the apps/cloud folder of the version to compare against')
const PHASES = Number(process.env.PHASES ?? 8)
const PHASE_SECONDS = Number(process.env.PHASE_SECONDS ?? 5)
const SOCKETS = Number(process.env.SOCKETS ?? 1_000)
const RATE = Number(process.env.RATE ?? 6)

const nodeEnv = {
  RELAY_MAX_SOCKETS: String(SOCKETS + 100),
  RELAY_MAX_SOCKETS_PER_ADDRESS: String(SOCKETS + 100),
  RELAY_CONNECTIONS_PER_ADDRESS_PER_MINUTE: String(SOCKETS + 100),
  RELAY_PUBLISHES_PER_MINUTE: String(Math.max(600, Math.ceil(RATE * 60 * 1.1))),
  RELAY_PUBLISHES_PER_ADDRESS_PER_MINUTE: '100000000',
  RELAY_READ_TOPICS_PER_ADDRESS_PER_MINUTE: '100000000',
  CLIENT_RATE_LIMIT_PER_MINUTE: '1000000',
  NO_ORIGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  // Every phase's messages stay for their TTL: room for all of them.
  RELAY_MAILBOX_MAX_MESSAGES_PER_PROJECT: '100000000',
  RELAY_MAILBOX_MAX_BYTES_PER_PROJECT: String(2 ** 40),
}

type Side = {
  name: string
  nodes: BenchNodes
  clients: (Client | undefined)[]
  publishers: (Client | undefined)[]
  topics: string[]
  tally: ReturnType<typeof deliveryTally>
  phases: { cpuMs: number; delivered: number; p99: number }[]
}

async function side(name: string, start: typeof startNodesB): Promise<Side> {
  // A_NODE_OPTIONS / B_NODE_OPTIONS: Node flags for that side's node only (its NODE_OPTIONS).
  const nodeOptions = process.env[`${name}_NODE_OPTIONS`]
  const nodes = await start(1, nodeOptions ? { ...nodeEnv, NODE_OPTIONS: nodeOptions } : nodeEnv)
  const { pairs, listeners, topicOf, nodeOf } = topicLayout(SOCKETS, 1, nodes.urls)
  const tally = deliveryTally(1)
  const { clients, failed } = await openClients(listeners + pairs, nodeOf, tally.onPush)
  if (failed > 0) throw new Error(`${name}: ${failed} sockets did not open`)
  const topics = Array.from({ length: pairs }, () => randomBytes(32).toString('hex'))
  await Promise.all(
    clients
      .slice(0, listeners)
      .map((client, index) => client?.send('irn_subscribe', { topic: topics[topicOf(index)] })),
  )
  return { name, nodes, clients, publishers: clients.slice(listeners), topics, tally, phases: [] }
}

const padding = randomBytes(192).toString('base64')
let phaseNumber = 0

async function phase(s: Side): Promise<void> {
  s.tally.latencies.length = 0
  const before = s.tally.delivered()
  s.tally.measure(true)
  s.nodes.startProbes()
  const plan: PublishPlan = {
    acknowledged: [],
    rate: RATE,
    deadline: performance.now() + PHASE_SECONDS * 1_000,
    sentAt: s.tally.sentAt,
    padding,
  }
  // Each phase its own messages: a message published again on its topic is a repeat, stored and pushed once.
  phaseNumber += 1
  await Promise.all(
    s.topics.map((topic, index) => {
      const publisher = s.publishers[index]
      return (
        publisher &&
        publishUntil(publisher, topic, { ...plan, label: `${phaseNumber}.${index}` }, () => undefined)
      )
    }),
  )
  const drainUntil = performance.now() + 2_000
  while (plan.sentAt.size > 0 && performance.now() < drainUntil) await sleep(50)
  s.tally.measure(false)
  const [probe] = await s.nodes.probes()
  const delivered = s.tally.delivered() - before
  const latencies = [...s.tally.latencies].sort((x, y) => x - y)
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0
  s.phases.push({ cpuMs: (probe?.cpuShare ?? 0) * (probe?.seconds ?? 0) * 1_000, delivered, p99 })
}

const { startNodes: startNodesA } = (await import(join(aCloud, 'scripts/relayBench/startNodes.ts'))) as {
  startNodes: typeof startNodesB
}
const a = await side('A', startNodesA)
const b = await side('B', startNodesB)
const sides = [a, b]
try {
  for (const s of sides) await phase(s) // warm-up, not counted
  for (const s of sides) s.phases.length = 0
  const loadBefore = loadavg()[0] ?? 0
  for (let round = 0; round < PHASES; round++) {
    for (const s of round % 2 === 0 ? sides : [...sides].reverse()) {
      await phase(s)
      await sleep(500)
    }
  }
  const median = (values: number[]) =>
    [...values].sort((x, y) => x - y)[Math.floor((values.length - 1) / 2)] ?? 0
  console.log(
    `${PHASES} phases a side of ${PHASE_SECONDS} s, ${SOCKETS} sockets a node, RATE=${RATE}; load average ${loadBefore.toFixed(2)} → ${(loadavg()[0] ?? 0).toFixed(2)}`,
  )
  for (const s of sides) {
    const perMessage = s.phases.map((p) => p.cpuMs / Math.max(1, p.delivered))
    const total =
      s.phases.reduce((sum, p) => sum + p.cpuMs, 0) / s.phases.reduce((sum, p) => sum + p.delivered, 0)
    console.log(
      `${s.name}: node CPU ms a delivered message: median ${median(perMessage).toFixed(4)}, all phases ${total.toFixed(4)} [${perMessage.map((x) => x.toFixed(3)).join(' ')}]; delivered a second (median) ${Math.round(median(s.phases.map((p) => p.delivered)) / PHASE_SECONDS)}; p99 ms (median) ${Math.round(median(s.phases.map((p) => p.p99)))}`,
    )
  }
} finally {
  for (const s of sides) for (const client of s.clients) client?.ws.terminate()
  await Promise.all(sides.map((s) => s.nodes.stop()))
}
