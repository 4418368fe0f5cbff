import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CloudConfig } from '../config/CloudConfig.js'
import { DEFAULT_CLOUD_LIMITS } from '../constants/serverLimits.js'
import { createLogger, type Logger } from '../log/createLogger.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'
import { createRelayMailbox } from './createRelayMailbox.js'
import { openRelaySocket, type RelayTestSocket } from './testing/openRelaySocket.js'

const topic = () => randomBytes(32).toString('hex')

/** Each test is its own client address, as the trusted proxy (the test itself, on 127.0.0.1) names it. */
let nextAddress = 1
const newAddress = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` })

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'opened',
    (error: unknown) => error,
  )

/** A cloud on PGlite behind a trusted proxy (127.0.0.1), with small limits so the abuse stays small. */
function cloudWith(overrides: Partial<CloudConfig>, logger?: Logger) {
  let dataDir = ''
  let cloud: RunningCloud | undefined
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-abuse-'))
    cloud = await startCloud(testConfig({ dataDir, trustedProxies: ['127.0.0.1'], ...overrides }), logger)
  })
  afterAll(async () => {
    await cloud?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })
  return () => cloud as RunningCloud
}

describe('the relay under abuse from one client', () => {
  describe('sockets', () => {
    const cloud = cloudWith({
      limits: { ...DEFAULT_CLOUD_LIMITS, maxConnections: 2 },
      relayLimits: { maxSockets: 4, maxSocketsPerAddress: 2 },
    })
    const held: RelayTestSocket[] = []
    afterAll(async () => {
      await Promise.all(held.map((socket) => socket.close()))
    })

    it("refuses an address's sockets past its share with 429 before the upgrade; other addresses still connect", async () => {
      const headers = newAddress()
      held.push(
        await openRelaySocket(cloud().url, { headers }),
        await openRelaySocket(cloud().url, { headers }),
      )
      expect(await refusal(openRelaySocket(cloud().url, { headers }))).toMatchObject({
        status: 429,
        retryAfter: '30',
      })
      const other = await openRelaySocket(cloud().url, { headers: newAddress() })
      expect(await other.request('irn_subscribe', { topic: topic() })).toHaveProperty('result')
      await other.close()
      // A closed socket gives its place back.
      await held.pop()?.close()
      await expect
        .poll(() => refusal(openRelaySocket(cloud().url, { headers }).then((socket) => held.push(socket))), {
          timeout: 15_000,
        })
        .toBe('opened')
    })

    it('keeps HTTP serving when the relay is full, and answers further sockets 503', async () => {
      while (held.length < 4) held.push(await openRelaySocket(cloud().url, { headers: newAddress() }))
      expect(await refusal(openRelaySocket(cloud().url, { headers: newAddress() }))).toMatchObject({
        status: 503,
        retryAfter: '30',
      })
      const [health, wallets] = await Promise.all([
        fetch(`${cloud().url}/healthz`),
        fetch(`${cloud().url}/getWallets?projectId=portico-lab&page=1&entries=1`),
      ])
      expect(health.status).toBe(200)
      expect(wallets.status).toBe(200)
      // The held sockets still work.
      expect(await held[0]?.request('irn_subscribe', { topic: topic() })).toHaveProperty('result')
    })
  })

  describe('new sockets', () => {
    const cloud = cloudWith({ relayLimits: { connectionsPerAddressPerMinute: 3 } })

    it('refuses an address past its new sockets a minute with 429 and Retry-After, before the upgrade', async () => {
      const headers = newAddress()
      for (let i = 0; i < 3; i++) await (await openRelaySocket(cloud().url, { headers })).close()
      const refused = await refusal(openRelaySocket(cloud().url, { headers }))
      expect(refused).toMatchObject({
        status: 429,
        retryAfter: expect.stringMatching(/^\d+$/),
      })
      // Closed sockets still count: the limit is on opening them, not on holding them.
      const other = await openRelaySocket(cloud().url, { headers: newAddress() })
      expect(await other.request('irn_subscribe', { topic: topic() })).toHaveProperty('result')
      await other.close()
    })
  })

  describe('refused sockets', () => {
    const lines: { msg: string; code?: string; notLogged?: number }[] = []
    const cloud = cloudWith(
      {},
      createLogger('info', {}, (line) => lines.push(JSON.parse(line))),
    )

    it("logs an address's refused sockets once a minute, so a flood does not flood the log", async () => {
      const flood = newAddress()
      for (let i = 0; i < 20; i++)
        expect(
          await refusal(openRelaySocket(cloud().url, { headers: flood, origin: 'https://evil.example' })),
        ).toMatchObject({ status: 403 })
      expect(
        await refusal(
          openRelaySocket(cloud().url, { headers: newAddress(), origin: 'https://evil.example' }),
        ),
      ).toMatchObject({ status: 403 })
      expect(lines.filter((line) => line.msg === 'relay: socket refused')).toEqual([
        expect.objectContaining({ code: 'origin_not_allowlisted', notLogged: 0 }),
        expect.objectContaining({ code: 'origin_not_allowlisted', notLogged: 0 }),
      ])
    })
  })

  describe('replays the relay starts itself', () => {
    const cloud = cloudWith({ relayLimits: { readTopicsPerAddressPerMinute: 4 } })

    it("never counts them against the client's read limit: a client at its limit still gets what it missed", async () => {
      const headers = newAddress()
      const keys = generateKeyPair()
      const pairing = topic()
      const dapp = await openRelaySocket(cloud().url, { headers, keys })
      expect(
        await dapp.request('wc_proposeSession', {
          pairingTopic: pairing,
          sessionProposal: 'proposal',
          ttl: 300,
        }),
      ).toMatchObject({ result: true })
      await dapp.close()
      const wallet = await openRelaySocket(cloud().url, { headers: newAddress() })
      expect(
        await wallet.request('irn_publish', { topic: pairing, message: 'answer', ttl: 300 }),
      ).toMatchObject({ result: true })
      // The address reads its whole limit itself; one more read of its own is refused.
      const reader = await openRelaySocket(cloud().url, { headers })
      expect(
        await reader.request('irn_batchSubscribe', { topics: [topic(), topic(), topic(), topic()] }),
      ).toHaveProperty('result')
      const refused = await reader.request('irn_subscribe', { topic: topic() })
      expect(refused.error?.message).toMatch(
        /^Too many reads: at most 4 topics a minute from this address; retry in \d+ s$/,
      )
      // The dapp never acknowledges the answer, so each new socket of its did:key replays it from the mailbox.
      for (let i = 0; i < 3; i++) {
        const again = await openRelaySocket(cloud().url, { headers, keys, manualAck: true })
        expect((await again.push(0)).params.data.message).toBe('answer')
        await again.close()
      }
      // A proposal's pairing topic is replayed too: the wallet's message sent before the proposal arrives.
      const early = topic()
      expect(await wallet.request('irn_publish', { topic: early, message: 'early', ttl: 300 })).toMatchObject(
        { result: true },
      )
      expect(
        await reader.request('wc_proposeSession', {
          pairingTopic: early,
          sessionProposal: 'again',
          ttl: 300,
        }),
      ).toMatchObject({ result: true })
      expect((await reader.push(0)).params.data.message).toBe('early')
      // None of them gave the client's own reads anything back, nor took any.
      expect((await reader.request('irn_subscribe', { topic: topic() })).error?.code).toBe(-32033)
      await Promise.all([reader.close(), wallet.close()])
    })
  })

  describe('publishes, reads and the mailbox', () => {
    const cloud = cloudWith({
      relayLimits: {
        publishesPerMinute: 100,
        publishesPerAddressPerMinute: 6,
        maxFetchTopics: 3,
        fetchesPerSocketPerMinute: 3,
        readTopicsPerAddressPerMinute: 8,
        maxMailboxMessagesPerProject: 12,
        maxMailboxBytesPerProject: 12 * 1024,
      },
    })

    it('counts the publishes of every did:key of one address together', async () => {
      const headers = newAddress()
      const answers = []
      for (let client = 0; client < 3; client++) {
        const socket = await openRelaySocket(cloud().url, { headers })
        for (let i = 0; i < 3; i++)
          answers.push(await socket.request('irn_publish', { topic: topic(), message: `m${i}`, ttl: 60 }))
        await socket.close()
      }
      expect(answers.filter((answer) => answer.result === true)).toHaveLength(6)
      expect(answers[6]).toMatchObject({
        error: { code: -32029, data: { retryAfterSeconds: expect.any(Number) } },
      })
      expect(answers[6]?.error?.message).toMatch(
        /^Too many publishes: at most 6 a minute from this address; retry in \d+ s$/,
      )
      const elsewhere = await openRelaySocket(cloud().url, { headers: newAddress() })
      expect(
        await elsewhere.request('irn_publish', { topic: topic(), message: 'fine', ttl: 60 }),
      ).toMatchObject({ result: true })
      await elsewhere.close()
    })

    it('bounds fetches: topics per request, requests per socket, topics read per address', async () => {
      const headers = newAddress()
      const socket = await openRelaySocket(cloud().url, { headers })
      expect(
        await socket.request('irn_batchFetchMessages', { topics: [topic(), topic(), topic(), topic()] }),
      ).toMatchObject({ error: { code: -32602, message: 'Too many items in one batch: at most 3' } })
      for (let i = 0; i < 3; i++)
        expect(await socket.request('irn_batchFetchMessages', { topics: [topic()] })).toHaveProperty('result')
      const fourth = await socket.request('irn_batchFetchMessages', { topics: [topic()] })
      expect(fourth).toMatchObject({
        error: { code: -32033, data: { retryAfterSeconds: expect.any(Number) } },
      })
      expect(fourth.error?.message).toMatch(
        /^Too many fetches: at most 3 a minute per connection; retry in \d+ s$/,
      )
      // A new socket of the same address: 3 topics read so far, 5 left; subscribing replays, so it reads too.
      const again = await openRelaySocket(cloud().url, { headers })
      expect(
        await again.request('irn_batchFetchMessages', { topics: [topic(), topic(), topic()] }),
      ).toHaveProperty('result')
      expect(await again.request('irn_batchSubscribe', { topics: [topic(), topic()] })).toHaveProperty(
        'result',
      )
      const refused = await again.request('irn_batchSubscribe', { topics: [topic()] })
      expect(refused.error?.code).toBe(-32033)
      expect(refused.error?.message).toMatch(
        /^Too many reads: at most 8 topics a minute from this address; retry in \d+ s$/,
      )
      expect(socket.ws.readyState).toBe(socket.ws.OPEN)
      await Promise.all([socket.close(), again.close()])
    })

    it('refuses a socket whose auth JWT lives longer than a day', async () => {
      expect(
        await refusal(openRelaySocket(cloud().url, { headers: newAddress(), jwtTtlSeconds: 30 * 86_400 })),
      ).toMatchObject({ status: 401 })
    })

    it("refuses a publish past the project's mailbox quota with a relay error, until messages expire", async () => {
      const publish = async (message: string) => {
        const socket = await openRelaySocket(cloud().url, { headers: newAddress() })
        const answer = await socket.request('irn_publish', { topic: topic(), message, ttl: 60 })
        await socket.close()
        return answer
      }
      // 4 KiB each: the third fills the 12 KiB quota; stored messages of the other tests are a few bytes each.
      const big = (fill: string) => fill.repeat(4 * 1024 - 16)
      for (const fill of ['a', 'b']) expect(await publish(big(fill))).toMatchObject({ result: true })
      const socket = await openRelaySocket(cloud().url, { headers: newAddress() })
      const t = topic()
      expect(await socket.request('irn_publish', { topic: t, message: big('c'), ttl: 60 })).toMatchObject({
        result: true,
      })
      const full = await socket.request('irn_publish', { topic: topic(), message: big('d'), ttl: 60 })
      expect(full).toMatchObject({ error: { code: -32032 } })
      expect(full.error?.message).toBe(
        "Mailbox full: this project's relay keeps at most 12 messages and 12288 bytes; retry when some expire",
      )
      // A retry of a stored message is stored once, and takes no more room.
      expect(await socket.request('irn_publish', { topic: t, message: big('c'), ttl: 60 })).toMatchObject({
        result: true,
      })
      // Once the messages expire and are swept, the project has room again (the node writes its counts each second).
      await expect
        .poll(
          async () => {
            const [row] = await cloud().storage.query<{ messages: string }>(
              "select messages from relay_project_usage where project_id = 'portico-lab'",
            )
            return Number(row?.messages ?? 0)
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThanOrEqual(3)
      await cloud().storage.query('update relay_messages set expires_at = $1', [Date.now() - 1])
      await createRelayMailbox(cloud().storage, { maxMessages: 12, maxBytes: 12 * 1024 }).sweep(Date.now())
      expect(
        await socket.request('irn_publish', { topic: topic(), message: big('d'), ttl: 60 }),
      ).toMatchObject({
        result: true,
      })
      await socket.close()
    })
  })

  describe('auth JWTs', () => {
    const cloud = cloudWith({ publicUrl: 'https://cloud.example.test' })

    it('takes the audience from the public URL, never from the Host header a client writes', async () => {
      const forged = { host: 'relay.attacker.test', 'x-forwarded-host': 'relay.attacker.test' }
      expect(
        await refusal(
          openRelaySocket(cloud().url, { aud: 'wss://relay.attacker.test/relay', headers: forged }),
        ),
      ).toMatchObject({ status: 401 })
      expect(await refusal(openRelaySocket(cloud().url))).toMatchObject({ status: 401 })
      const socket = await openRelaySocket(cloud().url, { aud: 'wss://cloud.example.test/relay' })
      expect(await socket.request('irn_subscribe', { topic: topic() })).toHaveProperty('result')
      await socket.close()
    })
  })
})
