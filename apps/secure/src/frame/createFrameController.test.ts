import { useEmailAuthCloud } from '@portico/cloud/testing'
import { parseAppMessage } from '@portico/embedded/protocol'
import { verifyMessage } from 'viem'
import { afterEach, expect, it, vi } from 'vitest'
import { combineShares } from '../custody/combineShares.js'
import { createShareVault } from '../custody/createShareVault.js'
import { deriveWalletKeys } from '../custody/deriveWalletKeys.js'
import { memoryVaultRecords } from '../custody/memoryVaultRecords.js'
import { createCloudAuth } from './createCloudAuth.js'
import { createFrameController } from './createFrameController.js'
import type { FrameStore } from './FrameStore.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
// A cloud of this file's own, in its process, not the project's shared one (sharedEmailCloud): pastMailboxCooldown
// moves this process's clock, and so the cloud's.
const world = useEmailAuthCloud(SECURE_ORIGIN)

/** Moves the clock past the cloud's 30 s cooldown per mailbox (the cloud runs in this process; timers stay real). */
const pastMailboxCooldown = () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(Date.now() + 31_000)
}
afterEach(() => {
  vi.useRealTimers()
})

/** What the secure site origin's localStorage is to the frame. */
function memoryStore(): FrameStore & { keys(): string[]; records: ReturnType<typeof memoryVaultRecords> } {
  const items = new Map<string, string>()
  return {
    records: memoryVaultRecords(),
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
    keys: () => [...items.keys()],
  }
}

/** A frame as the browser runs it: the cloud sees the secure site's Origin, every message goes through the parser. */
function frame(
  store: ReturnType<typeof memoryStore>,
  waitForVisitor?: (signal: AbortSignal) => Promise<boolean>,
) {
  const auth = createCloudAuth({
    cloudUrl: world.cloud.url,
    projectId: 'portico-lab',
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as object), origin: SECURE_ORIGIN } }),
  })
  const asked: { method: string; address: string }[] = []
  let approves = true
  /** What the frame's recovery screen showed, and the visitor's answer to it. */
  const recovery = {
    shown: [] as string[],
    saves: true,
    /** The shares the visitor types into the restore screen, one after another, and what the screen said to each. */
    typed: [] as string[],
    said: [] as (string | undefined)[],
  }
  const controller = createFrameController({
    auth,
    store,
    vault: createShareVault(store.records, store),
    projectId: 'portico-lab',
    chainId: 'eip155:31337',
    parentOrigin: 'http://127.0.0.1:5173',
    socialCallbackUrl: `${SECURE_ORIGIN}/social-callback.html`,
    approve: async ({ method, address }, signal) => {
      asked.push({ method, address })
      return waitForVisitor ? waitForVisitor(signal) : approves
    },
    showRecovery: async ({ share }) => {
      recovery.shown.push(share)
      return recovery.saves
    },
    askRecovery: async ({ check }) => {
      for (const share of recovery.typed) {
        const why = await check(share)
        recovery.said.push(why)
        if (!why) return share
      }
      return undefined
    },
  })
  let id = 0
  const send = async (type: string, payload?: unknown) => {
    const parsed = parseAppMessage({
      type: `@portico-app/${type}`,
      id: `r${++id}`,
      ...(payload === undefined ? {} : { payload }),
    })
    if (!parsed.ok) throw new Error(parsed.reason)
    return controller.handle(parsed.message)
  }
  const setApproves = (value: boolean) => {
    approves = value
  }
  return { controller, send, asked, setApproves, recovery, auth }
}

it('logs in by e-mail code, creates the wallet with its shares split, signs, stays connected after a reload and signs out', async () => {
  const store = memoryStore()
  const first = frame(store)
  expect(await first.send('CONNECT_EMAIL', { email: 'frame@example.com' })).toEqual({
    ok: true,
    payload: { action: 'VERIFY_OTP' },
  })
  const again = await first.send('CONNECT_EMAIL', { email: 'frame@example.com' })
  expect(again).toMatchObject({
    ok: false,
    error: { code: 'email_cooldown', message: expect.stringMatching(/^Please try again after \d+ seconds$/) },
  })

  const code =
    world.inbox
      .messages('frame@example.com')
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0')
  expect(await first.send('CONNECT_OTP', { otp: wrong })).toMatchObject({
    ok: false,
    error: { code: 'invalid_code' },
  })
  expect(await first.send('CONNECT_OTP', { otp: code })).toEqual({ ok: true, payload: undefined })

  const user = await first.send('GET_USER')
  if (!user.ok) throw new Error(user.error.message)
  const { address, email } = user.payload as { address: `0x${string}`; email: string }
  expect(email).toBe('frame@example.com')
  // The device share is kept sealed in the vault, never in plain storage.
  expect(store.keys().some((name) => name.includes('device/'))).toBe(false)
  expect(store.records.entries().some(([name]) => name.endsWith(`device/${address}`))).toBe(true)

  const signed = await first.send('RPC_REQUEST', {
    method: 'personal_sign',
    params: ['hello from the frame', address],
    chainId: 'eip155:31337',
    chainNamespace: 'eip155',
  })
  if (!signed.ok) throw new Error(signed.error.message)
  expect(
    await verifyMessage({
      address,
      message: 'hello from the frame',
      signature: signed.payload as `0x${string}`,
    }),
  ).toBe(true)

  const reloaded = frame(store)
  expect(await reloaded.send('IS_CONNECTED')).toEqual({ ok: true, payload: { isConnected: true } })
  expect((await reloaded.send('GET_USER')) as { payload: unknown }).toMatchObject({ payload: { address } })

  expect(await reloaded.send('SIGN_OUT')).toEqual({ ok: true, payload: undefined })
  expect(await reloaded.send('IS_CONNECTED')).toEqual({ ok: true, payload: { isConnected: false } })
  const afterSignOut = await reloaded.send('RPC_REQUEST', {
    method: 'personal_sign',
    params: ['x', address],
    chainId: 'eip155:31337',
    chainNamespace: 'eip155',
  })
  expect(afterSignOut).toEqual({ ok: false, error: { message: 'Not connected' } })
})

it('signs nothing for an address that is not the wallet’s, and keeps the EOA where the project has no smart accounts', async () => {
  const store = memoryStore()
  const { send } = frame(store)
  await send('CONNECT_EMAIL', { email: 'other@example.com' })
  const code =
    world.inbox
      .messages('other@example.com')
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  await send('CONNECT_OTP', { otp: code })
  const foreign = await send('RPC_REQUEST', {
    method: 'personal_sign',
    params: ['x', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    chainId: 'eip155:31337',
    chainNamespace: 'eip155',
  })
  expect(foreign).toEqual({ ok: false, error: { message: 'The address is not this wallet’s' } })
  // A project without smart accounts on the network: the wallet stays on its EOA, and the answer says why.
  expect(await send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
    ok: false,
    error: {
      message: 'eip155:31337 has no smart accounts in this project; the wallet uses its EOA',
      code: 'smart_account_unavailable',
      reason: 'not_enabled',
    },
  })
})

it('answers a signing request the visitor has not approved yet with "Request was aborted" once the widget sends RPC_ABORT', async () => {
  const store = memoryStore()
  // A visitor who never answers: only the abort ends the approval screen.
  const { send, asked } = frame(
    store,
    (signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve(false))),
  )
  await send('CONNECT_EMAIL', { email: 'abort@example.com' })
  const code =
    world.inbox
      .messages('abort@example.com')
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  await send('CONNECT_OTP', { otp: code })
  const user = await send('GET_USER')
  const address = user.ok ? (user.payload as { address: string }).address : ''
  const signing = send('RPC_REQUEST', {
    method: 'personal_sign',
    params: ['hello', address],
    chainId: 'eip155:31337',
    chainNamespace: 'eip155',
  })
  await vi.waitFor(() => expect(asked).toHaveLength(1))
  expect(await send('RPC_ABORT')).toEqual({ ok: true, payload: undefined })
  expect(await signing).toEqual({ ok: false, error: { message: 'Request was aborted', code: 'aborted' } })
})

it('shows the recovery share in its own screen on request; it rebuilds the wallet with the auth share, and the device forgets it once saved', async () => {
  const store = memoryStore()
  const first = frame(store)
  await first.send('CONNECT_EMAIL', { email: 'recovery@example.com' })
  const code =
    world.inbox
      .messages('recovery@example.com')
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  expect(await first.send('CONNECT_OTP', { otp: code })).toEqual({ ok: true, payload: undefined })
  const user = (await first.send('GET_USER')) as {
    payload: { address: string; solanaAddress: string; recoveryShareHeld: boolean }
  }
  // The device that made the wallet holds its recovery share until it is saved.
  expect(user.payload.recoveryShareHeld).toBe(true)
  // Not now: shown, kept.
  first.recovery.saves = false
  expect(await first.send('EXPORT_RECOVERY_SHARE')).toEqual({ ok: true, payload: { exported: false } })
  // A reload of the frame still has it, sealed in the vault (never in plain storage).
  const reloaded = frame(store)
  expect(await reloaded.send('EXPORT_RECOVERY_SHARE')).toEqual({ ok: true, payload: { exported: true } })
  const [share] = reloaded.recovery.shown
  expect(share).toBe(first.recovery.shown[0])
  expect(JSON.stringify(store.keys().map((name) => store.getItem(name)))).not.toContain(share)
  // The exported share and the cloud's auth share rebuild the same wallet.
  const token = store.getItem('@portico-secure/portico-lab/session') ?? ''
  const { share: authShare } = await reloaded.auth.readShare(token)
  const keys = deriveWalletKeys(await combineShares(share ?? '', authShare))
  expect(keys.evmAddress).toBe(user.payload.address)
  expect(keys.solanaAddress).toBe(user.payload.solanaAddress)
  // Saved: the device forgot it, says so to GET_USER, and answers a second export with a code the widget translates.
  expect(await reloaded.send('GET_USER')).toMatchObject({ ok: true, payload: { recoveryShareHeld: false } })
  expect(await reloaded.send('EXPORT_RECOVERY_SHARE')).toEqual({
    ok: false,
    error: {
      message: 'This device holds no recovery share: it was exported already or made elsewhere',
      code: 'no_recovery_share',
    },
  })
})

it('on a device the e-mail has not used, waits for the mailed link to be approved, then logs in with the code it mailed', async () => {
  const email = 'second-device@example.com'
  // The e-mail's first device: another browser profile that logged in before (through the cloud, no wallet yet).
  const elsewhere = frame(memoryStore())
  await elsewhere.send('CONNECT_EMAIL', { email })
  const firstCode =
    world.inbox
      .messages(email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  expect(await elsewhere.send('CONNECT_OTP', { otp: firstCode })).toEqual({ ok: true, payload: undefined })
  const addressElsewhere = ((await elsewhere.send('GET_USER')) as { payload: { address: string } }).payload
    .address
  await elsewhere.send('SIGN_OUT')

  const store = memoryStore()
  const here = frame(store)
  pastMailboxCooldown()
  // The same answer as for any e-mail (it tells nobody about the wallet): the mail is the device-approval link.
  expect(await here.send('CONNECT_EMAIL', { email })).toEqual({
    ok: true,
    payload: { action: 'VERIFY_OTP' },
  })
  const link =
    world.inbox
      .messages(email)
      .at(-1)
      ?.text.match(/http\S+device\/approve\?\S+/)?.[0] ?? ''
  expect(link).not.toBe('')
  let done = false
  const waiting = here.send('CONNECT_DEVICE').finally(() => {
    done = true
  })
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect(done).toBe(false)
  // The visitor opens the link and presses Approve (the form posts the token).
  const url = new URL(link)
  const token = url.searchParams.get('token') ?? ''
  url.searchParams.delete('token')
  expect((await fetch(url, { method: 'POST', body: new URLSearchParams({ token }) })).status).toBe(200)
  expect(await waiting).toEqual({ ok: true, payload: undefined })
  const code =
    world.inbox
      .messages(email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  // This device's code: the device id it was mailed for is this frame's own, kept in its storage.
  expect(store.keys()).toContain('@portico-secure/portico-lab/deviceId')
  const connected = await here.send('CONNECT_OTP', { otp: code })
  // The wallet lives on the first device: this one holds no share of it yet (restore, below).
  expect(connected).toEqual({
    ok: false,
    error: {
      message: 'This device holds no share of the wallet: restore it with your recovery share',
      code: 'recovery_required',
    },
  })
  expect(addressElsewhere).toMatch(/^0x/)
})

it('restores the wallet on a new device from the recovery share: the same EVM and Solana addresses, and it signs', async () => {
  const email = 'restore@example.com'
  const codeOf = () =>
    world.inbox
      .messages(email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  // The first device makes the wallet and the visitor exports its recovery share.
  const first = frame(memoryStore())
  await first.send('CONNECT_EMAIL', { email })
  await first.send('CONNECT_OTP', { otp: codeOf() })
  const made = (await first.send('GET_USER')) as {
    payload: { address: `0x${string}`; solanaAddress: string }
  }
  expect(await first.send('EXPORT_RECOVERY_SHARE')).toEqual({ ok: true, payload: { exported: true } })
  const [recoveryShare = ''] = first.recovery.shown

  // A new browser profile: device link, code, then the restore.
  const store = memoryStore()
  const here = frame(store)
  pastMailboxCooldown()
  expect(await here.send('CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'VERIFY_OTP' } })
  const link = new URL(
    world.inbox
      .messages(email)
      .at(-1)
      ?.text.match(/http\S+device\/approve\?\S+/)?.[0] ?? '',
  )
  const token = link.searchParams.get('token') ?? ''
  link.searchParams.delete('token')
  await fetch(link, { method: 'POST', body: new URLSearchParams({ token }) })
  expect(await here.send('CONNECT_DEVICE')).toEqual({ ok: true, payload: undefined })
  expect(await here.send('CONNECT_OTP', { otp: codeOf() })).toMatchObject({
    ok: false,
    error: { code: 'recovery_required' },
  })
  // Until restored, the device keeps no session: a reload is not connected, and nothing signs.
  expect(await frame(store).send('IS_CONNECTED')).toEqual({ ok: true, payload: { isConnected: false } })

  // A share of another wallet, then garbage, then the right one.
  const other = frame(memoryStore())
  await other.send('CONNECT_EMAIL', { email: 'restore-other@example.com' })
  await other.send('CONNECT_OTP', {
    otp:
      world.inbox
        .messages('restore-other@example.com')
        .at(-1)
        ?.text.match(/\b(\d{6})\b/)?.[1] ?? '',
  })
  await other.send('EXPORT_RECOVERY_SHARE')
  here.recovery.typed = [other.recovery.shown[0] ?? '', 'not-a-share', recoveryShare]
  // The widget speaks German: the restore screen's refusals do too.
  await here.send('SYNC_DAPP_DATA', { projectId: 'portico-lab', locale: 'de' })
  expect(await here.send('RESTORE_WALLET')).toEqual({ ok: true, payload: { restored: true } })
  expect(here.recovery.said).toEqual([
    'Dieser Wiederherstellungsanteil gehört nicht zu dieser Wallet',
    'Dieser Wiederherstellungsanteil gehört nicht zu dieser Wallet',
    undefined,
  ])
  const restored = (await here.send('GET_USER')) as {
    payload: { address: string; solanaAddress: string; recoveryShareHeld: boolean }
  }
  expect(restored.payload.address).toBe(made.payload.address)
  expect(restored.payload.solanaAddress).toBe(made.payload.solanaAddress)
  // The visitor typed the recovery share here: this device holds none of its own to export.
  expect(restored.payload.recoveryShareHeld).toBe(false)
  // Sealed in the vault as this device's share, never in plain storage; the wallet signs on this device.
  expect(JSON.stringify(store.keys().map((name) => store.getItem(name)))).not.toContain(recoveryShare)
  expect(store.records.entries().some(([name]) => name.endsWith(`device/${made.payload.address}`))).toBe(true)
  const signed = await here.send('RPC_REQUEST', {
    method: 'personal_sign',
    params: ['restored', made.payload.address],
    chainId: 'eip155:31337',
    chainNamespace: 'eip155',
  })
  if (!signed.ok) throw new Error(signed.error.message)
  expect(
    await verifyMessage({
      address: made.payload.address,
      message: 'restored',
      signature: signed.payload as `0x${string}`,
    }),
  ).toBe(true)
  // Connected after a reload of the frame.
  expect(await frame(store).send('IS_CONNECTED')).toEqual({ ok: true, payload: { isConnected: true } })
  expect(await here.send('RESTORE_WALLET')).toEqual({
    ok: false,
    error: { message: 'Nothing to restore: log in first' },
  })
})

it('drops the login when the visitor cancels the restore', async () => {
  const email = 'restore-cancel@example.com'
  const codeOf = () =>
    world.inbox
      .messages(email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  const first = frame(memoryStore())
  await first.send('CONNECT_EMAIL', { email })
  await first.send('CONNECT_OTP', { otp: codeOf() })
  const here = frame(memoryStore())
  pastMailboxCooldown()
  await here.send('CONNECT_EMAIL', { email })
  const link = new URL(
    world.inbox
      .messages(email)
      .at(-1)
      ?.text.match(/http\S+device\/approve\?\S+/)?.[0] ?? '',
  )
  const token = link.searchParams.get('token') ?? ''
  link.searchParams.delete('token')
  await fetch(link, { method: 'POST', body: new URLSearchParams({ token }) })
  await here.send('CONNECT_DEVICE')
  expect(await here.send('CONNECT_OTP', { otp: codeOf() })).toMatchObject({
    error: { code: 'recovery_required' },
  })
  here.recovery.typed = []
  expect(await here.send('RESTORE_WALLET')).toEqual({ ok: true, payload: { restored: false } })
  expect(await here.send('IS_CONNECTED')).toEqual({ ok: true, payload: { isConnected: false } })
})
