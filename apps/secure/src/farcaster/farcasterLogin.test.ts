import { useFarcasterAuthCloud } from '@portico/cloud/testing'
import { LOCAL_FARCASTER_ACCOUNTS, localFarcasterCustody } from '@portico/devnet'
import { parseAppMessage } from '@portico/embedded/protocol'
import { approveFarcasterChannel } from '@portico/testing'
import { expect, it } from 'vitest'
import { memoryVaultOf } from '../custody/memoryVaultOf.js'
import { createCloudAuth } from '../frame/createCloudAuth.js'
import { createFrameController } from '../frame/createFrameController.js'
import type { FrameStore } from '../frame/FrameStore.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
const DAPP_ORIGIN = 'http://127.0.0.1:5173'
const world = useFarcasterAuthCloud(SECURE_ORIGIN)
const ada = LOCAL_FARCASTER_ACCOUNTS[0] ?? { fid: 0, username: '' }

function frame() {
  const items = new Map<string, string>()
  const store: FrameStore = {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  }
  const controller = createFrameController({
    auth: createCloudAuth({
      cloudUrl: world.cloud.url,
      projectId: 'portico-lab',
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as object), origin: SECURE_ORIGIN } }),
    }),
    store,
    vault: memoryVaultOf(store),
    projectId: 'portico-lab',
    chainId: 'eip155:31337',
    parentOrigin: DAPP_ORIGIN,
    socialCallbackUrl: `${SECURE_ORIGIN}/social-callback.html`,
    approve: async () => true,
    showRecovery: async () => false,
    askRecovery: async () => undefined,
  })
  let id = 0
  const send = async (type: string) => {
    const parsed = parseAppMessage({ type: `@portico-app/${type}`, id: `r${++id}` })
    if (!parsed.ok) throw new Error(parsed.reason)
    return controller.handle(parsed.message)
  }
  return { send, items }
}

it('GET_FARCASTER_URI answers a link for the parent page; once a wallet app approves it, CONNECT_FARCASTER signs in', async () => {
  const { send, items } = frame()
  const uri = await send('GET_FARCASTER_URI')
  if (!uri.ok) throw new Error(uri.error.message)
  const { url } = uri.payload as { url: string }
  const link = new URL(url)
  expect(link.searchParams.get('siweUri')).toBe(DAPP_ORIGIN)
  expect(link.searchParams.get('domain')).toBe('127.0.0.1:5173')

  const connecting = send('CONNECT_FARCASTER')
  await approveFarcasterChannel({
    url,
    relayUrl: world.relayUrl,
    fid: ada.fid,
    custody: localFarcasterCustody(ada.fid),
  })
  expect(await connecting).toEqual({ ok: true, payload: { userName: ada.username } })
  // The channel token stays in the frame: nothing of it in storage, only the session.
  expect(
    [...items.values()].some((value) => value.includes(link.searchParams.get('channelToken') ?? '-')),
  ).toBe(false)

  const user = await send('GET_USER')
  expect(user).toMatchObject({
    ok: true,
    payload: { socialProvider: 'farcaster', userName: ada.username, address: expect.stringMatching(/^0x/) },
  })
  expect((user.ok && (user.payload as { address: string }).address) || '').toMatch(/^0x[0-9a-fA-F]{40}$/)

  // The same fid on another device finds the same wallet (kept under farcaster:<fid>), of which that device holds no share.
  const other = frame()
  const second = await other.send('GET_FARCASTER_URI')
  const secondUrl = (second.ok && (second.payload as { url: string }).url) || ''
  const waiting = other.send('CONNECT_FARCASTER')
  await approveFarcasterChannel({
    url: secondUrl,
    relayUrl: world.relayUrl,
    fid: ada.fid,
    custody: localFarcasterCustody(ada.fid),
  })
  expect(await waiting).toMatchObject({
    ok: false,
    error: { message: expect.stringMatching(/holds no share/) },
  })
})

it('a new link, a sign-out or RPC_ABORT ends the wait for the link', async () => {
  const { send } = frame()
  await send('GET_FARCASTER_URI')
  const waiting = send('CONNECT_FARCASTER')
  await send('GET_FARCASTER_URI')
  expect(await waiting).toEqual({ ok: false, error: { message: 'Request was aborted' } })
  const next = send('CONNECT_FARCASTER')
  await send('SIGN_OUT')
  expect(await next).toEqual({ ok: false, error: { message: 'Request was aborted' } })
  await send('GET_FARCASTER_URI')
  const left = send('CONNECT_FARCASTER')
  // The widget's view was left: RPC_ABORT.
  await send('RPC_ABORT')
  expect(await left).toEqual({ ok: false, error: { message: 'Request was aborted' } })
  expect(await send('CONNECT_FARCASTER')).toMatchObject({
    ok: false,
    error: { message: 'Ask for the Farcaster link first' },
  })
})
