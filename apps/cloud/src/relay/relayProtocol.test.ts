import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { CloudConfig } from '../config/CloudConfig.js'
import { createLogger } from '../log/createLogger.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'
import { openRelaySocket, relayUrlOf } from './testing/openRelaySocket.js'

const topic = () => randomBytes(32).toString('hex')
const LIMITS = { maxMessageChars: 1_000, maxSubscriptionsPerSocket: 5, publishesPerMinute: 8 }

describe('the relay of one cloud node (PGlite)', () => {
  let dataDir: string
  let config: CloudConfig
  let cloud: RunningCloud
  const logs: { msg: string; level: string; method?: string }[] = []

  const start = async () => {
    cloud = await startCloud(
      config,
      createLogger('debug', {}, (line) => logs.push(JSON.parse(line))),
    )
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-'))
    config = testConfig({ dataDir, relayLimits: LIMITS, trustedProxies: ['127.0.0.1'] })
    await start()
  })
  afterAll(async () => {
    await cloud?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('delivers a publish to the other subscriber of the topic, not back to the publisher', async () => {
    const [dapp, wallet] = await Promise.all([openRelaySocket(cloud.url), openRelaySocket(cloud.url)])
    const t = topic()
    const [subscribed] = await Promise.all([
      wallet.request('irn_subscribe', { topic: t }),
      dapp.request('irn_subscribe', { topic: t }),
    ])
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    expect(
      await dapp.request('irn_publish', { topic: t, message: 'hello', ttl: 300, tag: 1000 }),
    ).toMatchObject({
      result: true,
    })
    const push = await wallet.push(0)
    expect(push.params).toMatchObject({
      id: subscribed.result,
      data: { topic: t, message: 'hello', tag: 1000 },
    })
    expect(typeof push.params.data.publishedAt).toBe('number')
    // The publisher answers its own next request without having received its message.
    await dapp.request('irn_unsubscribe', { topic: t })
    expect(dapp.pushes).toEqual([])
    await Promise.all([dapp.close(), wallet.close()])
  })

  it('keeps a message for a subscriber that comes later, and for one that did not acknowledge it', async () => {
    const t = topic()
    const dapp = await openRelaySocket(cloud.url)
    await dapp.request('irn_publish', { topic: t, message: 'for later', ttl: 300, tag: 1 })
    const wallet = await openRelaySocket(cloud.url, { manualAck: true })
    await wallet.request('irn_subscribe', { topic: t })
    expect((await wallet.push(0)).params.data.message).toBe('for later')
    await wallet.close()
    // Same client (same key), new socket: not acknowledged, so delivered again; acknowledged now.
    const again = await openRelaySocket(cloud.url, { keys: wallet.keys })
    await again.request('irn_subscribe', { topic: t })
    expect((await again.push(0)).params.data.message).toBe('for later')
    await again.request('irn_unsubscribe', { topic: t })
    await again.close()
    const third = await openRelaySocket(cloud.url, { keys: wallet.keys })
    const fetched = await third.request('irn_batchFetchMessages', { topics: [t] })
    expect(fetched.result).toEqual({ messages: [], hasMore: false })
    await Promise.all([third.close(), dapp.close()])
  })

  it('answers irn_batchFetchMessages with what the client has not had yet', async () => {
    const [a, b] = [topic(), topic()]
    const dapp = await openRelaySocket(cloud.url)
    await dapp.request('irn_batchPublish', {
      messages: [
        { topic: a, message: 'one', ttl: 300, tag: 1 },
        { topic: b, message: 'two', ttl: 300, tag: 2 },
      ],
    })
    const wallet = await openRelaySocket(cloud.url)
    const fetched = await wallet.request('irn_batchFetchMessages', { topics: [a, b] })
    expect(fetched.result).toMatchObject({
      messages: [
        { topic: a, message: 'one', tag: 1 },
        { topic: b, message: 'two', tag: 2 },
      ],
      hasMore: false,
    })
    expect((await wallet.request('irn_batchFetchMessages', { topics: [a, b] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    await Promise.all([dapp.close(), wallet.close()])
  })

  it('subscribes the proposer to the pairing topic and the approver to the session topic by itself', async () => {
    const pairing = topic()
    const session = topic()
    const dapp = await openRelaySocket(cloud.url)
    const wallet = await openRelaySocket(cloud.url)
    await wallet.request('irn_subscribe', { topic: pairing })
    expect(
      await dapp.request('wc_proposeSession', {
        pairingTopic: pairing,
        sessionProposal: 'proposal',
        ttl: 300,
      }),
    ).toMatchObject({ result: true })
    expect((await wallet.push(0)).params.data).toMatchObject({
      topic: pairing,
      message: 'proposal',
      tag: 1100,
    })
    expect(
      await wallet.request('wc_approveSession', {
        pairingTopic: pairing,
        sessionTopic: session,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      }),
    ).toMatchObject({ result: true })
    // The dapp never subscribed to the pairing topic itself.
    expect((await dapp.push(0)).params.data).toMatchObject({ topic: pairing, message: 'response', tag: 1101 })
    await dapp.request('irn_subscribe', { topic: session })
    expect((await dapp.push(1)).params.data).toMatchObject({ topic: session, message: 'settle', tag: 1102 })
    // The wallet never subscribed to the session topic itself, and still hears the dapp there.
    await dapp.request('irn_publish', { topic: session, message: 'request', ttl: 300, tag: 1108 })
    expect((await wallet.push(1)).params.data).toMatchObject({ topic: session, message: 'request' })
    await dapp.close()
    // A new socket of the same dapp client is subscribed to the pairing topic again.
    const reopened = await openRelaySocket(cloud.url, { keys: dapp.keys })
    await wallet.request('irn_publish', { topic: pairing, message: 'ping', ttl: 300, tag: 1002 })
    expect((await reopened.push(0)).params.data).toMatchObject({ topic: pairing, message: 'ping' })
    await Promise.all([reopened.close(), wallet.close()])
  })

  it('refuses sockets without a valid auth JWT, for another relay, an unconfigured project or a foreign origin', async () => {
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => 'opened',
        (error: unknown) => error,
      )
    // Each refusal from its own client address: the log has one line per address a minute.
    let address = 0
    const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` })
    const bare = new WebSocket(`${relayUrlOf(cloud.url)}?projectId=portico-lab`)
    const bareStatus = await new Promise((resolve) =>
      bare.once('unexpected-response', (_q, r) => resolve(r.statusCode)),
    )
    expect(bareStatus).toBe(401)
    bare.on('error', () => undefined)
    bare.terminate()
    expect(
      await refused(openRelaySocket(cloud.url, { aud: 'wss://relay.example.org', headers: from() })),
    ).toMatchObject({
      status: 401,
    })
    expect(logs).toContainEqual(
      expect.objectContaining({
        msg: 'relay: socket refused',
        code: 'relay_unauthorized',
        reason: 'Relay authentication failed: auth JWT is for another relay (aud wss://relay.example.org)',
      }),
    )
    expect(
      await refused(openRelaySocket(cloud.url, { projectId: 'portico-lab-unconfigured', headers: from() })),
    ).toMatchObject({
      status: 403,
    })
    expect(logs.filter((line) => line.msg === 'relay: socket refused').at(-1)).toMatchObject({
      msg: 'relay: socket refused',
      code: 'project_not_configured',
    })
    expect(
      await refused(openRelaySocket(cloud.url, { origin: 'https://evil.example', headers: from() })),
    ).toMatchObject({
      status: 403,
    })
    expect(logs.filter((line) => line.msg === 'relay: socket refused').at(-1)).toMatchObject({
      msg: 'relay: socket refused',
      code: 'origin_not_allowlisted',
    })
    const browser = await openRelaySocket(cloud.url, { origin: 'http://localhost:5173' })
    await browser.close()
    expect((await fetch(`${cloud.url}/relay`)).status).toBe(426)
  })

  it('tells a browser why through the socket when the project is unknown or the device clock is ahead: closed at once with 4403 or 4401', async () => {
    let address = 100
    const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` })
    const unknown = await openRelaySocket(cloud.url, {
      projectId: 'no-such-project',
      origin: 'http://localhost:5173',
      headers: from(),
    })
    expect(await unknown.closed).toEqual({ code: 4403, reason: 'invalid_project_id' })
    expect(logs.filter((line) => line.msg === 'relay: socket refused').at(-1)).toMatchObject({
      code: 'invalid_project_id',
    })
    // Ten minutes ahead: past the five the relay allows for drift.
    const issuedAt = Math.floor(Date.now() / 1_000) + 600
    const ahead = await openRelaySocket(cloud.url, { issuedAt, headers: from() })
    expect(await ahead.closed).toEqual({ code: 4401, reason: 'jwt_not_yet_valid' })
    expect(logs.filter((line) => line.msg === 'relay: socket refused').at(-1)).toMatchObject({
      code: 'relay_unauthorized',
      reason: 'Relay authentication failed: auth JWT is issued in the future',
    })
    // A JWT ahead and wrong in another way keeps the plain refusal: only the clock is told through the socket.
    expect(
      await openRelaySocket(cloud.url, { issuedAt, aud: 'wss://relay.example.org', headers: from() }).then(
        () => 'opened',
        (error: unknown) => error,
      ),
    ).toMatchObject({ status: 401 })
    // Within the allowed drift the socket serves.
    const drifted = await openRelaySocket(cloud.url, { issuedAt: issuedAt - 420, headers: from() })
    expect(await drifted.request('irn_subscribe', { topic: topic() })).toHaveProperty('result')
    await drifted.close()
  })

  it('answers malformed frames and unknown methods with JSON-RPC errors and keeps the socket', async () => {
    const socket = await openRelaySocket(cloud.url)
    expect(await socket.sendRaw('{not json')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await socket.sendRaw('[1,2]')).toMatchObject({ id: null, error: { code: -32600 } })
    expect(await socket.sendRaw('{"id":7,"jsonrpc":"2.0"}')).toMatchObject({ id: 7, error: { code: -32600 } })
    expect(await socket.request('irn_subscribe', { topic: 'nope' })).toMatchObject({
      error: { code: -32602, message: 'Invalid params: topic: a topic is 64 hex characters' },
    })
    expect(await socket.request('irn_publish', { topic: topic(), message: 'x', ttl: 1 })).toMatchObject({
      error: { code: -32602, message: 'Invalid ttl 1: between 10 and 2592000 seconds' },
    })
    expect(await socket.request('irn_teleport', {})).toMatchObject({
      error: { code: -32601, message: 'Method not found: irn_teleport' },
    })
    expect(logs.some((line) => line.msg === 'relay: unknown method' && line.method === 'irn_teleport')).toBe(
      true,
    )
    // Ids beyond 2^53, as the clients send them, come back exactly.
    expect(
      await socket.sendRaw(
        `{"id":1764064123456789012,"jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"${topic()}"}}`,
      ),
    ).toMatchObject({ result: true })
    const raw = await new Promise<string>((resolve) => {
      socket.ws.once('message', (data) => resolve(data.toString()))
      socket.ws.send(
        `{"id":1764064123456789012,"jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"${topic()}"}}`,
      )
    })
    expect(raw).toBe('{"id":1764064123456789012,"jsonrpc":"2.0","result":true}')
    expect(await socket.request('irn_subscribe', { topic: topic() })).toHaveProperty('result')
    await socket.close()
  })

  it('enforces message size, subscriptions per socket and publishes per minute with errors, not a closed socket', async () => {
    const socket = await openRelaySocket(cloud.url)
    expect(
      await socket.request('irn_publish', { topic: topic(), message: 'x'.repeat(1_001), ttl: 300 }),
    ).toMatchObject({
      error: { code: -32031, message: 'Message too large: 1001 characters, at most 1000' },
    })
    expect(
      await socket.request('irn_batchSubscribe', { topics: [topic(), topic(), topic(), topic(), topic()] }),
    ).toHaveProperty('result')
    expect(await socket.request('irn_subscribe', { topic: topic() })).toMatchObject({
      error: { code: -32030, message: 'Too many subscriptions: at most 5 topics per connection' },
    })
    const answers = []
    for (let i = 0; i < 9; i++)
      answers.push(await socket.request('irn_publish', { topic: topic(), message: `m${i}`, ttl: 300 }))
    expect(answers.slice(0, 7).every((answer) => answer.result === true)).toBe(true)
    expect(answers[8]).toMatchObject({
      error: { code: -32029, data: { retryAfterSeconds: expect.any(Number) } },
    })
    expect(answers[8]?.error?.message).toMatch(/^Too many publishes: at most 8 a minute; retry in \d+ s$/)
    // Another client is not limited by this one.
    const other = await openRelaySocket(cloud.url)
    expect(await other.request('irn_publish', { topic: topic(), message: 'fine', ttl: 300 })).toMatchObject({
      result: true,
    })
    expect(socket.ws.readyState).toBe(WebSocket.OPEN)
    await Promise.all([socket.close(), other.close()])
  })

  it('drops expired messages', async () => {
    const t = topic()
    const dapp = await openRelaySocket(cloud.url)
    await dapp.request('irn_publish', { topic: t, message: 'short-lived', ttl: 10, tag: 1 })
    const rows = await cloud.storage.query<{ expires_at: string }>(
      'select expires_at from relay_messages where topic = $1',
      [t],
    )
    expect(rows).toHaveLength(1)
    await cloud.storage.query('update relay_messages set expires_at = $1 where topic = $2', [
      Date.now() - 1,
      t,
    ])
    const wallet = await openRelaySocket(cloud.url)
    expect((await wallet.request('irn_batchFetchMessages', { topics: [t] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    await Promise.all([dapp.close(), wallet.close()])
  })

  it('loses no acknowledged publish across a restart of the node', async () => {
    const t = topic()
    const dapp = await openRelaySocket(cloud.url)
    expect(
      await dapp.request('irn_publish', { topic: t, message: 'survives', ttl: 300, tag: 1 }),
    ).toMatchObject({ result: true })
    await dapp.close()
    await cloud.stop()
    await start()
    const wallet = await openRelaySocket(cloud.url)
    await wallet.request('irn_subscribe', { topic: t })
    expect((await wallet.push(0)).params.data.message).toBe('survives')
    await wallet.close()
  })
})
