import { createFrameClient } from '@portico/embedded/client'
import { verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { memoryVaultOf } from '../custody/memoryVaultOf.js'
import { SHARED_CLOUD_SECURE_ORIGIN as SECURE_ORIGIN } from '../testing/sharedCloudSecureOrigin.js'
import { sharedEmailCloud } from '../testing/sharedEmailCloud.js'
import { createCloudAuth } from './createCloudAuth.js'
import { createFrameController } from './createFrameController.js'
import { serveParent } from './serveParent.js'

const DAPP_ORIGIN = 'http://127.0.0.1:5173'
const world = sharedEmailCloud()

/**
 * A page and its frame joined as the browser joins them: postMessage delivers a structured clone, after the
 * current task, to the other side's listeners with the sender's origin and the sender as each side sees it
 * (`event.source`), and throws when the target origin is not the receiver's.
 */
function windows() {
  type Listener = (event: MessageEvent) => void
  const pageListeners = new Set<Listener>()
  const frameListeners = new Set<Listener>()
  const link = (targetOrigin: string, listeners: Set<Listener>, origin: string, source: () => unknown) => ({
    postMessage(data: unknown, target: string) {
      if (target !== targetOrigin) throw new Error(`posted to ${target}, not the window's origin`)
      const copy = structuredClone(data)
      setTimeout(() => {
        for (const listener of listeners) listener({ data: copy, origin, source: source() } as MessageEvent)
      })
    },
  })
  const frameFromPage: { postMessage(data: unknown, target: string): void } = link(
    SECURE_ORIGIN,
    frameListeners,
    DAPP_ORIGIN,
    () => parentFromFrame,
  )
  const parentFromFrame: { postMessage(data: unknown, target: string): void } = link(
    DAPP_ORIGIN,
    pageListeners,
    SECURE_ORIGIN,
    () => frameFromPage,
  )
  const listen = (listeners: Set<Listener>) => (listener: Listener) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  return {
    frameFromPage,
    parentFromFrame,
    listenPage: listen(pageListeners),
    listenFrame: listen(frameListeners),
  }
}

it('logs in by e-mail and signs a message from the widget’s client through the frame and the real cloud', async () => {
  const w = windows()
  const items = new Map<string, string>()
  const controller = createFrameController({
    auth: createCloudAuth({
      cloudUrl: world.cloudUrl,
      projectId: 'portico-lab',
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as object), origin: SECURE_ORIGIN } }),
    }),
    vault: memoryVaultOf(items),
    store: {
      getItem: (name) => items.get(name) ?? null,
      setItem: (name, value) => void items.set(name, value),
      removeItem: (name) => void items.delete(name),
    },
    projectId: 'portico-lab',
    chainId: 'eip155:31337',
    parentOrigin: DAPP_ORIGIN,
    socialCallbackUrl: `${SECURE_ORIGIN}/social-callback.html`,
    approve: async () => true,
    showRecovery: async () => false,
    askRecovery: async () => undefined,
  })
  const client = createFrameClient({
    frame: w.frameFromPage as unknown as Window,
    frameOrigin: SECURE_ORIGIN,
    listen: w.listenPage,
    timeouts: { readyDelayMs: 0 },
  })
  serveParent({
    parent: w.parentFromFrame as unknown as Window,
    parentOrigin: DAPP_ORIGIN,
    listen: w.listenFrame,
    handle: (message) => controller.handle(message),
  })

  expect(await client.request('CONNECT_EMAIL', { email: 'widget@example.com' })).toEqual({
    action: 'VERIFY_OTP',
  })
  await expect(client.request('CONNECT_EMAIL', { email: 'widget@example.com' })).rejects.toMatchObject({
    code: 'email_cooldown',
    message: expect.stringMatching(/^Please try again after \d+ seconds$/),
  })
  const code = (await world.messages('widget@example.com')).at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
  await client.request('CONNECT_OTP', { otp: code })
  const user = (await client.request('GET_USER')) as { address: `0x${string}`; email: string }
  expect(user.email).toBe('widget@example.com')
  const signature = (await client.request('RPC_REQUEST', {
    method: 'personal_sign',
    params: ['0x68656c6c6f', user.address],
    chainId: 'eip155:31337',
    chainNamespace: 'eip155',
  })) as `0x${string}`
  expect(await verifyMessage({ address: user.address, message: { raw: '0x68656c6c6f' }, signature })).toBe(
    true,
  )
  client.close()
})
