import { expect, it, vi } from 'vitest'
import type { FrameClient } from '../client/createFrameClient.js'
import { SOCIAL_RESULT_TYPE } from '../protocol/protocolTypes.js'
import { createSocialFlow } from './createSocialFlow.js'
import { type EmbeddedWalletState, initialEmbeddedWalletState } from './EmbeddedWalletState.js'

const SECURE = 'http://127.0.0.1:4410'
const CALLBACK = `${SECURE}/social-callback.html?state=${'s'.repeat(43)}&code=c`

/**
 * A frame whose GET_SOCIAL_RESULT answers what the test left in `cloud.left` (what a severed pop-up's callback
 * page leaves in the cloud); every request is recorded.
 */
function fakeFrame() {
  const sent: { type: string; payload?: unknown }[] = []
  const cloud: { left: string | null } = { left: null }
  const client = {
    request: (type: string, payload?: unknown) => {
      sent.push({ type, ...(payload === undefined ? {} : { payload }) })
      if (type === 'GET_SOCIAL_REDIRECT_URI')
        return Promise.resolve({ uri: 'http://127.0.0.1:4420/github/auth' })
      if (type === 'GET_SOCIAL_RESULT') return Promise.resolve({ uri: cloud.left })
      return Promise.resolve(undefined)
    },
  } as unknown as FrameClient
  return { client, sent, cloud }
}

/** A pop-up window and the page's window it posts to; `close()` is what the visitor (or a COOP) does to it. */
function fakeWindows() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const popup = { closed: false, location: { href: '' }, close: vi.fn() }
  const win = {
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      void listeners.delete(listener),
  } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>
  const post = (data: unknown) => {
    for (const listener of listeners)
      listener({ data, origin: SECURE, source: popup } as unknown as MessageEvent)
  }
  return {
    popup,
    win,
    post,
    close: () => {
      popup.closed = true
    },
  }
}

function setup() {
  const slice: EmbeddedWalletState = initialEmbeddedWalletState()
  const frame = fakeFrame()
  const windows = fakeWindows()
  let connections = 0
  const flow = createSocialFlow({
    slice,
    client: () => frame.client,
    secureOrigin: SECURE,
    win: windows.win,
    chainId: () => 'eip155:31337',
    login: async (request) => void (await request()),
    connect: async () => {
      connections++
      slice.status = 'connected'
    },
    collectEveryMs: 5,
    collectForMs: 2000,
  })
  const popup = windows.popup as unknown as Window
  return { slice, frame, windows, flow, popup, connected: () => connections }
}

it('connects with the result the pop-up posts, sending the frame its callback URL and the network', async () => {
  const { slice, frame, windows, flow, popup, connected } = setup()
  const done = flow.connect('github', popup)
  await vi.waitFor(() => expect(windows.popup.location.href).toBe('http://127.0.0.1:4420/github/auth'))
  expect(slice.status).toBe('social')
  windows.post({ type: SOCIAL_RESULT_TYPE, uri: CALLBACK })
  expect(await done).toBe(true)
  expect(frame.sent).toContainEqual({
    type: 'CONNECT_SOCIAL',
    payload: { uri: CALLBACK, chainId: 'eip155:31337' },
  })
  expect(connected()).toBe(1)
})

it('says cancelled when the pop-up looks closed, and still connects if a severed pop-up left the result in the cloud', async () => {
  const { slice, frame, windows, flow, popup, connected } = setup()
  const done = flow.connect('github', popup)
  await vi.waitFor(() => expect(windows.popup.location.href).not.toBe(''))
  // A Cross-Origin-Opener-Policy at the provider: the window looks closed while the visitor signs in there.
  windows.close()
  expect(await done).toBe(false)
  expect(slice.socialError).toEqual({ key: 'social.cancelled' })
  await vi.waitFor(() =>
    expect(frame.sent.filter(({ type }) => type === 'GET_SOCIAL_RESULT').length).toBeGreaterThan(1),
  )
  frame.cloud.left = CALLBACK
  await vi.waitFor(() => expect(connected()).toBe(1))
  expect(frame.sent).toContainEqual({
    type: 'CONNECT_SOCIAL',
    payload: { uri: CALLBACK, chainId: 'eip155:31337' },
  })
  expect(slice.socialError).toBeUndefined()
  expect(slice.socialProvider).toBe('github')
})

/**
 * Under fake timers: a GitHub login whose pop-up looked closed (the flow said cancelled and asks on in the
 * background); `run` gets the set-up and restores real timers after.
 */
async function withClosedLogin(run: (world: ReturnType<typeof setup>) => Promise<void>) {
  vi.useFakeTimers()
  try {
    const world = setup()
    const first = world.flow.connect('github', world.popup)
    await vi.waitFor(() => expect(world.windows.popup.location.href).not.toBe(''))
    world.windows.close()
    await vi.advanceTimersByTimeAsync(600)
    expect(await first).toBe(false)
    await run(world)
  } finally {
    vi.useRealTimers()
  }
}

it('stops asking once another login starts', () =>
  withClosedLogin(async ({ frame, flow, connected }) => {
    await vi.advanceTimersByTimeAsync(20)
    expect(frame.sent.some(({ type }) => type === 'GET_SOCIAL_RESULT')).toBe(true)
    // The visitor picks another provider (here its pop-up was blocked): the first login's result is not used.
    expect(await flow.connect('google', null)).toBe(false)
    const asked = frame.sent.length
    frame.cloud.left = CALLBACK
    await vi.advanceTimersByTimeAsync(100)
    expect(
      frame.sent.slice(asked).filter(({ type }) => type === 'GET_SOCIAL_RESULT').length,
    ).toBeLessThanOrEqual(1)
    expect(frame.sent.some(({ type }) => type === 'CONNECT_SOCIAL')).toBe(false)
    expect(connected()).toBe(0)
  }))

it('gives up after its time: a result left later is not used', () =>
  withClosedLogin(async ({ frame, connected }) => {
    await vi.advanceTimersByTimeAsync(2100)
    const asked = frame.sent.length
    frame.cloud.left = CALLBACK
    await vi.advanceTimersByTimeAsync(100)
    expect(frame.sent.length).toBe(asked)
    expect(connected()).toBe(0)
  }))
