import { useSocialAuthCloud } from '@portico/cloud/testing'
import { LOCAL_SOCIAL_PROVIDERS, signInAtLocalProvider } from '@portico/devnet'
import {
  type AppMessage,
  acceptMessageEvent,
  parseAppMessage,
  parseSocialResult,
} from '@portico/embedded/protocol'
import { verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { memoryVaultOf } from '../custody/memoryVaultOf.js'
import { createCloudAuth } from '../frame/createCloudAuth.js'
import { createFrameController } from '../frame/createFrameController.js'
import type { FrameStore } from '../frame/FrameStore.js'
import { returnSocialResult } from './returnSocialResult.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
const DAPP_ORIGIN = 'http://127.0.0.1:5173'
const world = useSocialAuthCloud(SECURE_ORIGIN)

/** The browser adds the secure site's Origin to the frame's and the pop-up's requests. */
const secureFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as object), origin: SECURE_ORIGIN } })

function memoryStore(): FrameStore & { keys(): string[] } {
  const items = new Map<string, string>()
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
    keys: () => [...items.keys()],
  }
}

function frame(store: FrameStore) {
  const controller = createFrameController({
    auth: createCloudAuth({ cloudUrl: world.cloud.url, projectId: 'portico-lab', fetch: secureFetch }),
    store,
    vault: memoryVaultOf(store),
    projectId: 'portico-lab',
    chainId: 'eip155:31337',
    parentOrigin: DAPP_ORIGIN,
    socialCallbackUrl: world.redirectUri,
    approve: async () => true,
    showRecovery: async () => false,
    askRecovery: async () => undefined,
  })
  let id = 0
  const send = async (type: AppMessage['type'], payload?: unknown) => {
    const parsed = parseAppMessage({
      type: `@portico-app/${type}`,
      id: `r${++id}`,
      ...(payload === undefined ? {} : { payload }),
    })
    if (!parsed.ok) throw new Error(parsed.reason)
    const answer = await controller.handle(parsed.message)
    if (!answer.ok) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
    return answer.payload as Record<string, unknown>
  }
  return { controller, send }
}

/**
 * The pop-up's callback page run against the real cloud, its opener standing for the dapp page: what the page
 * receives, as a browser delivers it (the pop-up's window as source, the secure site's origin), and where it went.
 */
async function popupReturns(callback: URL) {
  const popup = {}
  const posted: { data: unknown; targetOrigin: string }[] = []
  const shown: string[] = []
  await returnSocialResult({
    href: callback.toString(),
    opener: {
      postMessage: (data: unknown, targetOrigin: string) => void posted.push({ data, targetOrigin }),
    },
    cloudUrl: world.cloud.url,
    show: (text) => void shown.push(text),
    fetch: secureFetch,
  })
  const [delivered] = posted
  // What the widget does with a message event: pin the pop-up window and the secure origin, then the schema.
  const accepted =
    delivered &&
    acceptMessageEvent(
      { source: popup as Window, origin: SECURE_ORIGIN },
      { source: popup, isAllowedOrigin: (origin) => origin === SECURE_ORIGIN },
    )
      ? parseSocialResult(structuredClone(delivered.data))
      : undefined
  return { posted, shown, result: accepted?.ok ? accepted.message : undefined }
}

it.each(LOCAL_SOCIAL_PROVIDERS)(
  '%s: the frame starts the login, the pop-up returns to the dapp’s exact origin, the frame connects and signs',
  async (provider) => {
    const store = memoryStore()
    const { send } = frame(store)
    const user = world.oidc.users[provider][0]
    if (!user) throw new Error('no test user')

    const { uri } = (await send('GET_SOCIAL_REDIRECT_URI', { provider })) as { uri: string }
    expect(new URL(uri).origin).toBe(world.oidc.url)
    const callback = await signInAtLocalProvider(uri, user.name)
    const popup = await popupReturns(callback)
    expect(popup.posted.map((entry) => entry.targetOrigin)).toEqual([DAPP_ORIGIN])
    expect(popup.shown).toEqual(['Signed in. You can close this window.'])
    if (!popup.result) throw new Error('the pop-up result was refused')

    const connected = await send('CONNECT_SOCIAL', { uri: popup.result.uri, chainId: 'eip155:31337' })
    // The provider's username as it gave it: the widget alone applies the display rule (a Discord name's trailing 0).
    const userName = user.username
    expect(connected).toMatchObject({
      socialProvider: provider,
      userName,
      chainId: 'eip155:31337',
    })
    expect(connected.email).toBeUndefined()
    const address = connected.address as `0x${string}`
    const signature = (await send('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['hello from a social login', address],
      chainId: 'eip155:31337',
      chainNamespace: 'eip155',
    })) as unknown as `0x${string}`
    expect(await verifyMessage({ address, message: 'hello from a social login', signature })).toBe(true)

    const reloaded = frame(store)
    expect(await reloaded.send('IS_CONNECTED')).toEqual({ isConnected: true })
    expect(await reloaded.send('GET_USER')).toMatchObject({
      address,
      socialProvider: provider,
      userName,
    })
    await reloaded.send('SIGN_OUT')
    expect(store.keys().filter((name) => /session|social/.test(name))).toEqual([])

    // The next login with the same account opens the same wallet with this device's share.
    const again = frame(store)
    const next = await signInAtLocalProvider(
      ((await again.send('GET_SOCIAL_REDIRECT_URI', { provider })) as { uri: string }).uri,
      user.name,
    )
    expect(await again.send('CONNECT_SOCIAL', { uri: next.toString() })).toMatchObject({ address })
  },
)

it('refuses a result that is not the secure callback, a state it did not start, a cancelled login and a replay', async () => {
  const { send } = frame(memoryStore())
  const { uri } = (await send('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })) as { uri: string }
  const callback = await signInAtLocalProvider(uri, 'Grace Hopper')

  const elsewhere = new URL(callback)
  elsewhere.host = '127.0.0.1:5173'
  await expect(send('CONNECT_SOCIAL', { uri: elsewhere.toString() })).rejects.toThrow(
    'The login did not return to the secure site',
  )
  // Another frame (another dapp tab) never held this login's verifier: the code alone is useless to it.
  await expect(frame(memoryStore()).send('CONNECT_SOCIAL', { uri: callback.toString() })).rejects.toThrow(
    'The login has expired, start again',
  )
  expect(await send('CONNECT_SOCIAL', { uri: callback.toString() })).toMatchObject({
    socialProvider: 'google',
  })
  await expect(send('CONNECT_SOCIAL', { uri: callback.toString() })).rejects.toThrow(
    'The login has expired, start again',
  )

  const cancelled = await signInAtLocalProvider(
    ((await send('GET_SOCIAL_REDIRECT_URI', { provider: 'x' })) as { uri: string }).uri,
    undefined,
  )
  await expect(send('CONNECT_SOCIAL', { uri: cancelled.toString() })).rejects.toThrow(
    'The login was cancelled',
  )
  // The pop-up of a used login has nowhere to post: the cloud no longer knows its origin.
  const late = await popupReturns(callback)
  expect(late.posted).toEqual([])
  expect(late.shown).toEqual(['This login has expired. Close this window and try again.'])
})

it('the pop-up posts nothing without a state, and without an opener leaves nothing for a login it does not know', async () => {
  const shown: string[] = []
  const show = (text: string) => void shown.push(text)
  expect(
    await returnSocialResult({
      href: `${world.redirectUri}?code=c`,
      opener: null,
      cloudUrl: world.cloud.url,
      show,
      fetch: secureFetch,
    }),
  ).toBe(false)
  expect(
    await returnSocialResult({
      href: `${world.redirectUri}?code=c&state=${'A'.repeat(43)}`,
      opener: null,
      cloudUrl: world.cloud.url,
      show,
      fetch: secureFetch,
    }),
  ).toBe(false)
  expect(shown).toEqual([
    'This login link is incomplete. Close this window and try again.',
    'This login has expired. Close this window and try again.',
  ])
})

it('a pop-up whose opener a Cross-Origin-Opener-Policy severed leaves the result in the cloud; the frame collects it and connects', async () => {
  const { send } = frame(memoryStore())
  const { uri } = (await send('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })) as { uri: string }
  // Nothing yet while the visitor is at the provider.
  expect(await send('GET_SOCIAL_RESULT')).toEqual({ uri: null })
  const callback = await signInAtLocalProvider(uri, 'Alan Turing')
  const shown: string[] = []
  expect(
    await returnSocialResult({
      href: callback.toString(),
      opener: null,
      cloudUrl: world.cloud.url,
      show: (text) => void shown.push(text),
      fetch: secureFetch,
    }),
  ).toBe('left')
  expect(shown).toEqual(['Signed in. Go back to the app to continue.'])
  const collected = await send('GET_SOCIAL_RESULT')
  expect(collected).toEqual({ uri: callback.toString() })
  expect(await send('CONNECT_SOCIAL', { uri: collected.uri })).toMatchObject({
    socialProvider: 'github',
    address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
  })
  // Redeemed: no login is left to collect for, and a frame that started none has nothing to ask for.
  await expect(send('GET_SOCIAL_RESULT')).rejects.toThrow('The login has expired, start again')
  await expect(frame(memoryStore()).send('GET_SOCIAL_RESULT')).rejects.toThrow(
    'The login has expired, start again',
  )
})
