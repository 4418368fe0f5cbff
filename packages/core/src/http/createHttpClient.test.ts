import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../errors/HttpError.js'
import { createHttpClient } from './createHttpClient.js'

interface Seen {
  method: string
  url: string
  contentType: string | undefined
  body: string
}

let server: Server
let baseUrl: string
const seen: Seen[] = []

async function readAll(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readAll(request)
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'],
      body,
    })
    const { pathname } = new URL(request.url ?? '/', 'http://x')
    if (pathname === '/api/echo') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ method: request.method, body: body ? JSON.parse(body) : null }))
    } else if (pathname === '/api/image') {
      response.setHeader('content-type', 'image/png')
      response.end(Buffer.from([137, 80, 78, 71]))
    } else if (pathname === '/api/empty') {
      response.statusCode = 204
      response.end()
    } else if (pathname === '/api/limited') {
      response.statusCode = 429
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ error: 'rate limited' }))
    } else {
      response.statusCode = 500
      response.end('boom')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('createHttpClient', () => {
  it('GETs JSON with the client id and only the non-empty params', async () => {
    const client = createHttpClient({ baseUrl, clientId: 'client-1' })
    const result = await client.get({
      path: '/echo',
      params: {
        page: 1,
        entries: 40,
        search: '',
        exclude: undefined,
        badge: null,
        include: ['a', 'b'],
        chains: [],
      },
    })
    expect(result).toEqual({ method: 'GET', body: null })
    const { url, contentType } = seen.at(-1)!
    expect(new URL(url, baseUrl).search).toBe('?page=1&entries=40&include=a%2Cb&clientId=client-1')
    expect(contentType).toBeUndefined()
  })

  it('sends POST, PUT and DELETE bodies as JSON', async () => {
    const client = createHttpClient({ baseUrl })
    for (const method of ['post', 'put', 'delete'] as const) {
      expect(await client[method]({ path: 'echo', body: { eventId: 'e1', props: { n: 1 } } })).toEqual({
        method: method.toUpperCase(),
        body: { eventId: 'e1', props: { n: 1 } },
      })
      expect(seen.at(-1)?.contentType).toBe('application/json')
    }
    expect(new URL(seen.at(-1)!.url, baseUrl).search).toBe('')
  })

  it('returns undefined for an empty body', async () => {
    expect(await createHttpClient({ baseUrl }).post({ path: '/empty', body: {} })).toBeUndefined()
  })

  it('GETs a blob', async () => {
    const blob = await createHttpClient({ baseUrl }).getBlob({ path: '/image' })
    expect(blob.type).toBe('image/png')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([137, 80, 78, 71])
  })

  it("throws 'HTTP status code: {status}' with the status and the parsed body", async () => {
    const client = createHttpClient({ baseUrl })
    const error = await client.get({ path: '/limited' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      shortMessage: 'HTTP status code: 429',
      status: 429,
      body: { error: 'rate limited' },
    })
    await expect(client.getBlob({ path: '/missing' })).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 500',
      body: 'boom',
    })
  })

  it('uses the fetch it is given', async () => {
    const calls: string[] = []
    const client = createHttpClient({
      baseUrl: 'http://cloud.test',
      clientId: 'c',
      fetch: async (input) => {
        calls.push(String(input))
        return new Response('{"ok":true}', { status: 200 })
      },
    })
    expect(await client.get({ path: '/appkit/v1/config', params: { projectId: 'p' } })).toEqual({ ok: true })
    expect(calls).toEqual(['http://cloud.test/appkit/v1/config?projectId=p&clientId=c'])
  })

  it("aborts every request with the client's signal and its reason, a request's own signal too", async () => {
    // A fetch that answers only when its signal aborts, as a pending request to a slow cloud.
    const pending: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        const signal = init?.signal
        if (signal?.aborted) reject(signal.reason)
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
      })
    const lifetime = new AbortController()
    const client = createHttpClient({ baseUrl: 'http://cloud.test', fetch: pending, signal: lifetime.signal })
    const own = new AbortController()
    const plain = client.get({ path: '/a' })
    const withOwn = client.get({ path: '/b', signal: own.signal })
    const ownOnly = createHttpClient({ baseUrl: 'http://cloud.test', fetch: pending }).get({
      path: '/c',
      signal: own.signal,
    })

    own.abort(new Error('a newer search'))
    await expect(withOwn).rejects.toThrow('a newer search')
    await expect(ownOnly).rejects.toThrow('a newer search')
    const destroyed = new Error('destroyed')
    lifetime.abort(destroyed)
    await expect(plain).rejects.toBe(destroyed)
    await expect(client.get({ path: '/later' })).rejects.toBe(destroyed)
  })
})
