import { afterEach, expect, it, vi } from 'vitest'
import { SOCIAL_RESULT_TYPE, SOCIAL_STARTED_TYPE } from '../protocol/protocolTypes.js'
import { closeSocialPopup } from './closeSocialPopup.js'

const SECURE = 'http://127.0.0.1:4410'

afterEach(() => {
  vi.useRealTimers()
})

/**
 * A pop-up whose first close the browser drops while it is on its way to the start page (it then reads closed,
 * as Chromium's does), and the page's window the start page posts to.
 */
function droppingPopup() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const state = { open: true, closes: 0 }
  const popup = {
    closed: false,
    close() {
      state.closes++
      popup.closed = true
      if (state.closes > 1) state.open = false
    },
  }
  const win = {
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      void listeners.delete(listener),
  } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const listener of [...listeners])
      listener({
        data,
        origin: from.origin ?? SECURE,
        source: from.source ?? popup,
      } as unknown as MessageEvent)
  }
  return { popup: popup as unknown as Window, win, post, state, listening: () => listeners.size }
}

it('closes the pop-up, and closes it again when the start page announces itself after a dropped close', () => {
  const world = droppingPopup()
  closeSocialPopup({ popup: world.popup, secureOrigin: SECURE, win: world.win })
  expect(world.state.closes).toBe(1)
  world.post({ type: SOCIAL_STARTED_TYPE })
  expect(world.state).toEqual({ open: false, closes: 2 })
  expect(world.listening()).toBe(0)
})

it('ignores what is not the start page’s announcement, from the pop-up and the secure origin exactly', () => {
  const world = droppingPopup()
  closeSocialPopup({ popup: world.popup, secureOrigin: SECURE, win: world.win })
  world.post({ type: SOCIAL_STARTED_TYPE }, { origin: 'http://127.0.0.1:9999' })
  world.post({ type: SOCIAL_STARTED_TYPE }, { source: {} })
  world.post({ type: SOCIAL_STARTED_TYPE, extra: 1 })
  world.post({ type: SOCIAL_RESULT_TYPE, uri: `${SECURE}/social-callback.html` })
  world.post('x'.repeat(100_000))
  expect(world.state).toEqual({ open: true, closes: 1 })
  expect(world.listening()).toBe(1)
})

it('stops listening after a while, and leaves a pop-up the visitor already closed alone', () => {
  vi.useFakeTimers()
  const world = droppingPopup()
  closeSocialPopup({ popup: world.popup, secureOrigin: SECURE, win: world.win, closeAgainForMs: 1000 })
  vi.advanceTimersByTime(1000)
  expect(world.listening()).toBe(0)

  const closed = droppingPopup()
  ;(closed.popup as { closed: boolean }).closed = true
  closeSocialPopup({ popup: closed.popup, secureOrigin: SECURE, win: closed.win })
  expect(closed.state.closes).toBe(0)
  expect(closed.listening()).toBe(0)
})

it('asks the close again every second meanwhile, so a missed announcement does not leave the pop-up open', () => {
  vi.useFakeTimers()
  const world = droppingPopup()
  closeSocialPopup({ popup: world.popup, secureOrigin: SECURE, win: world.win })
  expect(world.state).toEqual({ open: true, closes: 1 })
  vi.advanceTimersByTime(1000)
  expect(world.state).toEqual({ open: false, closes: 2 })
  vi.advanceTimersByTime(60_000)
  expect(world.listening()).toBe(0)
  vi.useRealTimers()
})
