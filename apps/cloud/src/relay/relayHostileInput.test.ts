import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../log/createLogger.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'
import { openRelaySocket, type RelayTestSocket, relayUrlOf } from './testing/openRelaySocket.js'

const topic = () => randomBytes(32).toString('hex')
const LIMITS = { maxFrameBytes: 64 * 1024, maxMessageChars: 8 * 1024 }

/** JSON texts spliced raw into frames, so escapes reach the relay as a client wrote them. */
const NUL = '"a\\u0000b"'
const LONE_SURROGATE = '"a\\ud800b"'
const LONE_LOW_SURROGATE = '"\\udc00"'
const BAD_TEXTS = [NUL, LONE_SURROGATE, LONE_LOW_SURROGATE]

/** Params of the methods that store text, with `text` (raw JSON) in each stored field in turn. */
function storingRequests(text: string): { method: string; params: string; topics: string[] }[] {
  const [t, u] = [topic(), topic()]
  return [
    { method: 'irn_publish', params: `{"topic":"${t}","message":${text},"ttl":60,"tag":1}`, topics: [t] },
    {
      method: 'irn_batchPublish',
      params: `{"messages":[{"topic":"${t}","message":"fine","ttl":60},{"topic":"${u}","message":${text},"ttl":60}]}`,
      topics: [t, u],
    },
    {
      method: 'wc_proposeSession',
      params: `{"pairingTopic":"${t}","sessionProposal":${text},"ttl":60}`,
      topics: [t],
    },
    {
      method: 'wc_approveSession',
      params: `{"sessionTopic":"${t}","pairingTopic":"${u}","sessionProposalResponse":"ok","sessionSettlementRequest":${text},"ttl":60}`,
      topics: [t, u],
    },
  ]
}

describe('the relay against hostile frames (PGlite)', () => {
  let dataDir: string
  let cloud: RunningCloud
  let socket: RelayTestSocket
  const logs: { msg: string; level: string }[] = []
  let nextId = 100_000

  /** Sends a raw request and returns its answer (ids apart from the test client's own, 1, 2, …). */
  const send = (method: string, params: string) =>
    socket.sendRaw(`{"id":${nextId++},"jsonrpc":"2.0","method":"${method}","params":${params}}`)

  const storedOn = async (topics: string[]) =>
    (
      await cloud.storage.query<{ n: number }>(
        'select count(*)::int as n from relay_messages where topic = any($1::text[])',
        [topics],
      )
    )[0]?.n

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-hostile-'))
    cloud = await startCloud(
      testConfig({ dataDir, relayLimits: LIMITS }),
      createLogger('debug', {}, (line) => logs.push(JSON.parse(line))),
    )
    socket = await openRelaySocket(cloud.url)
  })
  afterAll(async () => {
    await socket?.close()
    await cloud?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('refuses a NUL or an unpaired surrogate in any stored text with invalid params, and stores nothing', async () => {
    for (const text of BAD_TEXTS) {
      for (const { method, params, topics } of storingRequests(text)) {
        const answer = await send(method, params)
        expect(answer.error, `${method} with ${text}`).toMatchObject({ code: -32602 })
        expect(answer.error?.message).toMatch(
          /^Invalid params: .*must not contain a NUL character or an unpaired surrogate$/,
        )
        expect(await storedOn(topics), `${method} with ${text}`).toBe(0)
      }
    }
  })

  it('answers values out of range, wrong types and deep nesting with invalid params, not an internal error', async () => {
    const t = topic()
    for (const params of [
      `{"topic":"${t}","message":"m","ttl":60,"tag":1099511627776}`,
      `{"topic":"${t}","message":"m","ttl":1e300}`,
      `{"topic":"${t}","message":"m","ttl":60.5}`,
      `{"topic":"${t}","message":["m"],"ttl":60}`,
      `{"topic":"${t}","message":"m","ttl":"60"}`,
      `{"topic":null,"message":"m","ttl":60}`,
      'null',
      '"params"',
      `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
      `{"topic":"${t}","__proto__":{"ttl":60},"message":"m"}`,
    ]) {
      expect((await send('irn_publish', params)).error?.code, params.slice(0, 80)).toBe(-32602)
    }
    expect(
      (await send('wc_proposeSession', `{"pairingTopic":"${t}","sessionProposal":"p","ttl":99999999999}`))
        .error?.code,
    ).toBe(-32602)
    expect((await send('irn_batchSubscribe', '{"topics":"not a list"}')).error?.code).toBe(-32602)
    expect(await storedOn([t])).toBe(0)
  })

  it('answers frames that are not JSON-RPC requests with parse and request errors', async () => {
    for (const [frame, code] of [
      ['', -32700],
      ['\u0000', -32700],
      ['{"id":90001,"jsonrpc":"2.0","method":"irn_subscribe","params":{}', -32700],
      ['"just a string"', -32600],
      ['{"id":{"nested":1},"jsonrpc":"2.0","method":"irn_subscribe"}', -32600],
      ['{"id":90002,"jsonrpc":"2.0","method":42}', -32600],
      ['{"id":90003,"jsonrpc":"2.0","method":"__proto__","params":{}}', -32601],
      ['{"id":90004,"jsonrpc":"2.0","method":"constructor","params":{}}', -32601],
    ] as const) {
      expect((await socket.sendRaw(frame)).error?.code, JSON.stringify(frame)).toBe(code)
    }
    const binary = await new Promise<string>((resolve) => {
      socket.ws.once('message', (data) => resolve(data.toString()))
      socket.ws.send(Buffer.from('{"id":5}'), { binary: true })
    })
    expect(JSON.parse(binary)).toMatchObject({ error: { code: -32700 } })
  })

  it('answers a flood of requests on one socket in order, and keeps serving HTTP', async () => {
    // Each pending request of the test client listens for the socket's close.
    socket.ws.setMaxListeners(400)
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        index % 2 === 0
          ? socket.request('irn_subscribe', { topic: topic() })
          : socket.request('irn_publish', { topic: topic(), message: 'x'.repeat(9_000), ttl: 60 }),
      ),
    )
    expect(answers.filter((answer) => typeof answer.result === 'string')).toHaveLength(150)
    expect(answers.filter((answer) => answer.error?.code === -32031)).toHaveLength(150)
    expect((await fetch(`${cloud.url}/healthz`)).status).toBe(200)
  })

  it('closes a socket whose frame passes the largest size (1009) and keeps serving others', async () => {
    const huge = await openRelaySocket(cloud.url)
    const closed = new Promise<number>((resolve) => huge.ws.once('close', (code) => resolve(code)))
    huge.ws.send(
      `{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{"message":"${'x'.repeat(70_000)}"}}`,
    )
    expect(await closed).toBe(1009)
    expect((await fetch(`${cloud.url}/healthz`)).status).toBe(200)
    expect(await socket.request('irn_subscribe', { topic: topic() })).toHaveProperty('result')
  })

  it('answers 426 to a request that names the WebSocket upgrade without asking for it (no Connection: upgrade)', async () => {
    const { auth } = Object.fromEntries(new URL(socket.ws.url).searchParams)
    const answer = await new Promise<string>((resolve, reject) => {
      const raw = connect(cloud.port, '127.0.0.1')
      let received = ''
      raw.on('data', (chunk) => {
        received += chunk
      })
      raw.on('end', () => resolve(received))
      raw.on('error', reject)
      raw.write(
        `GET ${new URL(relayUrlOf(cloud.url)).pathname}?projectId=portico-lab&auth=${auth} HTTP/1.1\r\n` +
          'Host: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: close\r\n\r\n',
      )
    })
    expect(answer).toMatch(/^HTTP\/1\.1 426 /)
  })

  it('logged no failure: every hostile frame had its typed answer', () => {
    expect(logs.filter((line) => line.level === 'error')).toEqual([])
  })
})
