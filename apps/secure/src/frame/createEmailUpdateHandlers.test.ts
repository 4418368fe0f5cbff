import { parseAppMessage } from '@portico/embedded/protocol'
import { verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { memoryVaultOf } from '../custody/memoryVaultOf.js'
import { SHARED_CLOUD_SECURE_ORIGIN as SECURE_ORIGIN } from '../testing/sharedCloudSecureOrigin.js'
import { sharedEmailCloud } from '../testing/sharedEmailCloud.js'
import { createCloudAuth } from './createCloudAuth.js'
import { createFrameController } from './createFrameController.js'
import type { FrameStore } from './FrameStore.js'

const world = sharedEmailCloud()

/** The frame as the browser runs it (the cloud sees the secure Origin), approving every signature. */
function frame() {
  const items = new Map<string, string>()
  const store: FrameStore = {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  }
  const controller = createFrameController({
    auth: createCloudAuth({
      cloudUrl: world.cloudUrl,
      projectId: 'portico-lab',
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as object), origin: SECURE_ORIGIN } }),
    }),
    store,
    vault: memoryVaultOf(store),
    projectId: 'portico-lab',
    chainId: 'eip155:31337',
    parentOrigin: 'http://127.0.0.1:5173',
    socialCallbackUrl: `${SECURE_ORIGIN}/social-callback.html`,
    approve: async () => true,
    showRecovery: async () => false,
    askRecovery: async () => undefined,
  })
  let id = 0
  return async (type: string, payload?: unknown) => {
    const parsed = parseAppMessage({
      type: `@portico-app/${type}`,
      id: `u${++id}`,
      ...(payload === undefined ? {} : { payload }),
    })
    if (!parsed.ok) return { ok: false as const, error: { message: parsed.reason } }
    return controller.handle(parsed.message)
  }
}

const codes = async (email: string) =>
  (await world.messages(email)).map((mail) => mail.text.match(/\b(\d{6})\b/)?.[1] ?? '')

it('changes the e-mail with a code to the old address and one to the new; the wallet, its address and its signing stay', async () => {
  const send = frame()
  expect(await send('UPDATE_EMAIL', { email: 'first-new@example.com' })).toEqual({
    ok: false,
    error: { message: 'Not connected' },
  })
  await send('CONNECT_EMAIL', { email: 'first@example.com' })
  expect(await send('CONNECT_OTP', { otp: (await codes('first@example.com')).at(-1) })).toMatchObject({
    ok: true,
  })
  const before = (await send('GET_USER')) as { payload: { address: `0x${string}`; email: string } }

  // Both sides check the payload: the frame refuses a bad e-mail before the cloud hears of it.
  expect(await send('UPDATE_EMAIL', { email: 'nope' })).toEqual({
    ok: false,
    error: { message: 'email: Invalid e-mail' },
  })
  expect(await send('UPDATE_EMAIL', { email: 'first-new@example.com' })).toEqual({
    ok: true,
    payload: { action: 'VERIFY_PRIMARY_OTP' },
  })
  expect(await send('UPDATE_EMAIL', { email: 'first-new@example.com' })).toMatchObject({
    ok: false,
    error: { code: 'email_cooldown', retryAfterSeconds: expect.any(Number) },
  })
  const primary = (await codes('first@example.com')).at(-1) ?? ''
  const wrong = String((Number(primary) + 1) % 1e6).padStart(6, '0')
  expect(await send('UPDATE_EMAIL_PRIMARY_OTP', { otp: wrong })).toEqual({
    ok: false,
    error: { message: 'Invalid code', code: 'invalid_code' },
  })
  expect(await send('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })).toEqual({ ok: true, payload: undefined })
  const secondary = (await codes('first-new@example.com')).at(-1)
  expect(await send('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary })).toEqual({
    ok: true,
    payload: { newEmail: 'first-new@example.com' },
  })

  const after = (await send('GET_USER')) as { payload: { address: string; email: string } }
  expect(after.payload).toMatchObject({ email: 'first-new@example.com', address: before.payload.address })
  const signed = (await send('RPC_REQUEST', {
    method: 'personal_sign',
    params: ['still mine', before.payload.address],
    chainId: 'eip155:31337',
    chainNamespace: 'eip155',
  })) as { payload: `0x${string}` }
  expect(
    await verifyMessage({
      address: before.payload.address,
      message: 'still mine',
      signature: signed.payload,
    }),
  ).toBe(true)

  // A later login with the new e-mail opens the same wallet on this device.
  await send('SIGN_OUT')
  await send('CONNECT_EMAIL', { email: 'first-new@example.com' })
  expect(await send('CONNECT_OTP', { otp: (await codes('first-new@example.com')).at(-1) })).toMatchObject({
    ok: true,
  })
  expect(await send('GET_USER')).toMatchObject({
    payload: { email: 'first-new@example.com', address: before.payload.address },
  })
})
