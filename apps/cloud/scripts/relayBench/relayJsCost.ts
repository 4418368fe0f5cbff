/**
 * The relay's own JavaScript per message, without storage or sockets (issue 24): PAIRS publisher and subscriber
 * sessions (`createRelaySession`) on one hub, a mailbox whose `put` stores nothing and answers at once, and sends that
 * only count, the subscriber answering each push as a client does. Each round every publisher publishes ROUNDS_OF
 * times (one publish each per event-loop turn); the round's CPU over its messages is what a message costs the relay's
 * code (frame reading, checks, limits, hashing, the answer, the hub, the push's frame and its acknowledgement), apart
 * from PGlite, `ws` and the kernel, which the whole bench and its profile cover.
 *
 *   pnpm --filter @portico/cloud exec tsx scripts/relayBench/relayJsCost.ts [PAIRS] [ROUNDS]
 */
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { createRateLimiter } from '../../src/http/createRateLimiter.js'
import { createLogger } from '../../src/log/createLogger.js'
import { createRelayHub } from '../../src/relay/createRelayHub.js'
import type { RelayMailbox } from '../../src/relay/createRelayMailbox.js'
import { createRelaySession, type RelaySession } from '../../src/relay/createRelaySession.js'
import { DEFAULT_RELAY_LIMITS } from '../../src/relay/RelayLimits.js'

const [pairsArg = '500', roundsArg = '10'] = process.argv.slice(2)
const PAIRS = Number(pairsArg)
const ROUNDS = Number(roundsArg)
const TURNS_A_ROUND = 20

const logger = createLogger('error')
let nextId = 1
const mailbox: RelayMailbox = {
  put: async ({ topic, message, tag, publisher, now }) => ({
    message: { id: String(nextId++), topic, message, tag, publisher, publishedAt: now },
    created: true,
  }),
  pending: async () => [],
  acknowledge: () => undefined,
  flushAcknowledgements: async () => undefined,
  addImplicitSubscription: async () => undefined,
  implicitSubscriptions: async () => [],
  removeImplicitSubscription: async () => undefined,
  flushUsage: async () => undefined,
  sweep: async () => 0,
}
const hub = createRelayHub(undefined, logger)
const limits = {
  ...DEFAULT_RELAY_LIMITS,
  publishesPerMinute: 1e9,
  publishesPerAddressPerMinute: 1e9,
  readTopicsPerAddressPerMinute: 1e9,
}
const rateLimiter = createRateLimiter()
const did = (kind: string) => `did:key:z6Mk${kind}${randomBytes(20).toString('hex')}`
const PUSH_ID = /^\{"id":(\d+)/
let answers = 0

const session = (clientId: string, send: (text: string) => void) =>
  createRelaySession({
    clientId,
    projectId: 'portico-lab',
    clientAddress: '127.0.0.1',
    mailbox,
    hub,
    limits,
    rateLimiter,
    logger,
    send,
  })

const topics = Array.from({ length: PAIRS }, () => randomBytes(32).toString('hex'))
const publishers: RelaySession[] = []
for (const [index, topic] of topics.entries()) {
  const subscriber: RelaySession = session(did('Sub'), (text) => {
    // A push is answered as a client answers it, in a later microtask; anything else is the subscribe's answer.
    const push = text.includes('"irn_subscription"') ? PUSH_ID.exec(text)?.[1] : undefined
    if (push) queueMicrotask(() => subscriber.receive(`{"id":${push},"jsonrpc":"2.0","result":true}`))
  })
  const publisher = session(did('Pub'), () => {
    answers += 1
  })
  await subscriber.open()
  await publisher.open()
  await subscriber.receive(
    `{"id":${index + 1},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
  )
  publishers.push(publisher)
}

const padding = randomBytes(192).toString('base64')
let sequence = 0
const micros: number[] = []
for (let round = 0; round < ROUNDS + 2; round++) {
  const answered = answers
  const cpu = process.cpuUsage()
  for (let turn = 0; turn < TURNS_A_ROUND; turn++) {
    for (const [index, publisher] of publishers.entries())
      publisher.receive(
        `{"id":${1_700_000_000_000_000 + sequence},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topics[index]}","message":"${sequence++}.${padding}","ttl":300,"tag":1108}}`,
      )
    await nextTurn()
  }
  while (answers - answered < TURNS_A_ROUND * PAIRS) await nextTurn()
  const used = process.cpuUsage(cpu)
  // The first two rounds warm the code up.
  if (round >= 2) micros.push((used.user + used.system) / (TURNS_A_ROUND * PAIRS))
}
const sorted = [...micros].sort((a, b) => a - b)
console.log(
  `relay JS, ${PAIRS} pairs, ${ROUNDS} rounds of ${TURNS_A_ROUND * PAIRS} messages: CPU µs a message, lower quartile ${sorted[Math.floor(sorted.length / 4)]?.toFixed(1)}, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)}; load ${loadavg()[0]?.toFixed(1)}`,
)
