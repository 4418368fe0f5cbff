import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { setupPortico } from '../test/setupPortico.js'

// Animation frames run when a test says so.
let frames: FrameRequestCallback[] = []
const nextFrame = () =>
  act(() => {
    for (const callback of frames.splice(0)) callback(performance.now())
  })

beforeEach(() => {
  frames = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => {})
})

// Unmount first: unmounting cancels the frame request through the stubs.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the warm-up before the first open', () => {
  it('lays the Connect view out hidden and inert for one frame, then removes it, and says when it is done', async () => {
    const { portico } = await setupPortico()
    const root = await renderWithPortico(portico).shadowRoot()
    const modal = root.querySelector<HTMLElement>('[data-testid="portico-modal"]')
    // Pending from the mount on, also before the warm-up comes in its own task: no copy yet is not "done".
    expect(modal?.dataset.warmUp).toBe('pending')
    const warmUp = await waitFor(
      () => root.querySelector<HTMLElement>('.warm-up') ?? Promise.reject('no warm-up'),
    )
    expect(warmUp.getAttribute('aria-hidden')).toBe('true')
    expect(warmUp.hasAttribute('inert')).toBe(true)
    expect(warmUp.querySelector('[data-testid="connect-view"]')).toBeTruthy()
    expect(root.activeElement).toBeNull()
    nextFrame()
    expect(root.querySelector('.warm-up')).toBeTruthy()
    expect(modal?.dataset.warmUp).toBe('pending')
    nextFrame()
    expect(root.querySelector('.warm-up')).toBeNull()
    expect(modal?.dataset.warmUp).toBe('done')
  })

  it('comes in a render of its own after the modal has mounted (a transition), not in the one that mounts it', async () => {
    const { portico } = await setupPortico()
    // Every node inserted into the modal's shadow root, watched from its creation on.
    const inserted: Node[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records) inserted.push(...record.addedNodes)
    })
    const attachShadow = Element.prototype.attachShadow
    vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init) {
      const root = attachShadow.call(this, init)
      observer.observe(root, { childList: true, subtree: true })
      return root
    })
    const root = await renderWithPortico(portico).shadowRoot()
    await waitFor(() => expect(root.querySelector('.warm-up')).toBeTruthy())
    await Promise.resolve()
    observer.disconnect()
    const mounted = inserted.find((node) => (node as Element).matches?.('[data-testid="portico-modal"]'))
    expect(mounted).toBeTruthy()
    // Inserted by itself into the mounted root, not as part of the root's own insertion.
    expect(inserted.some((node) => (node as Element).classList?.contains('warm-up'))).toBe(true)
  })

  it('does not come back after the modal has shown', async () => {
    const { portico } = await setupPortico()
    const root = await renderWithPortico(portico).shadowRoot()
    await act(() => portico.open())
    expect(root.querySelector('.warm-up')).toBeNull()
    expect(root.querySelector<HTMLElement>('[data-testid="portico-modal"]')?.dataset.warmUp).toBe('done')
    await act(async () => portico.close())
    expect(root.querySelector('.warm-up')).toBeNull()
  })
})
