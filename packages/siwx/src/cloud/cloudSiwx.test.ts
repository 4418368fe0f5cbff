import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMemoryBackend, RequestAbortedError, type SiwxConfig, type SiwxSession } from '@portico/core'
import { createFakeAdapter, createTestPortico, FAKE_ADDRESS, fakeMainnet } from '@portico/core/testing'
import { afterEach, expect, it, vi } from 'vitest'
import { cloudSiwx } from './cloudSiwx.js'

/** A cloud that hangs: it takes every request and answers none until `drop()` ends their connections. */
async function startHangingCloud() {
  const held = new Set<ServerResponse>()
  const server = createServer((_request, response) => {
    held.add(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: () => held.size,
    drop() {
      for (const response of held) response.destroy()
      held.clear()
    },
    stop() {
      this.drop()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** A cloud that has signed every session out: `me` refuses every token, `sign-out` answers yes; it counts the calls. */
async function startSignedOutCloud() {
  const calls: string[] = []
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://cloud').pathname
    calls.push(path)
    response.setHeader('content-type', 'application/json')
    if (path === '/auth/v1/sign-out') response.end(JSON.stringify({ signedOut: true }))
    else {
      response.statusCode = 401
      response.end(JSON.stringify({ message: 'Not signed in' }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let cloud: { stop(): Promise<void> } | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await cloud?.stop()
  cloud = undefined
})

const SIGNED_IN: SiwxSession = {
  data: {
    accountAddress: FAKE_ADDRESS,
    chainId: fakeMainnet.caipNetworkId,
    domain: 'dapp.example',
    uri: 'https://dapp.example',
    version: '1',
    nonce: 'n0nce123',
  },
  message: 'dapp.example wants you to sign in',
  signature: '0x00',
  token: 'a.session.token',
} as SiwxSession

it('removes from the storage the sessions it signed out and those the cloud no longer accepts: a reload finds none of them', async () => {
  const signedOut = await startSignedOutCloud()
  cloud = signedOut
  const storage = createMemoryBackend()
  const stored = () => JSON.parse(storage.getItem('@portico/siwx') ?? '[]') as SiwxSession[]
  const config = cloudSiwx({ cloudUrl: signedOut.url, projectId: 'p' })
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter()],
    siwx: config,
    storage,
  })
  await portico.ready
  const other: SiwxSession = {
    ...SIGNED_IN,
    data: { ...SIGNED_IN.data, accountAddress: '0x0000000000000000000000000000000000000001' },
    signature: '0x01',
    token: 'another.session.token',
  }
  await config.setSessions([SIGNED_IN, other])

  await config.revokeSession(fakeMainnet.caipNetworkId, FAKE_ADDRESS)
  expect(signedOut.calls).toEqual(['/auth/v1/sign-out'])
  expect(stored()).toEqual([other])

  // The other account's session: the cloud refuses its token, so it is not counted, and not kept to be asked again.
  expect(await config.getSessions(fakeMainnet.caipNetworkId, other.data.accountAddress)).toEqual([])
  expect(stored()).toEqual([])
  expect(await config.getSessions(fakeMainnet.caipNetworkId, other.data.accountAddress)).toEqual([])
  expect(signedOut.calls).toEqual(['/auth/v1/sign-out', '/auth/v1/me'])
  portico.destroy()
})

it("logs nothing when the instance is destroyed while the cloud checks a session: destroy() ends cloudSiwx's request", async () => {
  const hanging = await startHangingCloud()
  cloud = hanging
  const warn = vi.spyOn(console, 'warn')
  const base = cloudSiwx({ cloudUrl: hanging.url, projectId: 'p' })
  const checks: Promise<unknown>[] = []
  const config: SiwxConfig = {
    ...base,
    getSessions: (chainId, address) => {
      const check = base.getSessions(chainId, address)
      checks.push(check.catch((error: unknown) => error))
      return check
    },
  }
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter()],
    siwx: config,
  })
  await portico.ready
  await config.setSessions([SIGNED_IN])
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  // The session's check (`GET /auth/v1/me`) is on its way and the cloud does not answer.
  await vi.waitFor(() => expect(hanging.held()).toBe(1))
  portico.destroy()
  // A cloud that goes away after the app did: a request still pending here would fail with `fetch failed`.
  hanging.drop()
  expect(await checks[0]).toBeInstanceOf(RequestAbortedError)
  // The controller's handler of the same rejection has run once a macrotask has passed.
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(warn.mock.calls.filter(([message]) => String(message).startsWith('Portico: could not'))).toEqual([])
})
