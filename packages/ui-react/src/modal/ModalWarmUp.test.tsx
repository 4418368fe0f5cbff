import { act, cleanup } from '@testing-library/react'
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
})

describe('the warm-up before the first open', () => {
  it('lays the Connect view out hidden and inert for one frame, then removes it', async () => {
    const { portico } = await setupPortico()
    const root = await renderWithPortico(portico).shadowRoot()
    const warmUp = root.querySelector<HTMLElement>('.warm-up')
    expect(warmUp?.getAttribute('aria-hidden')).toBe('true')
    expect(warmUp?.hasAttribute('inert')).toBe(true)
    expect(warmUp?.querySelector('[data-testid="connect-view"]')).toBeTruthy()
    expect(root.activeElement).toBeNull()
    nextFrame()
    expect(root.querySelector('.warm-up')).toBeTruthy()
    nextFrame()
    expect(root.querySelector('.warm-up')).toBeNull()
  })

  it('does not come back after the modal has shown', async () => {
    const { portico } = await setupPortico()
    const root = await renderWithPortico(portico).shadowRoot()
    await act(() => portico.open())
    expect(root.querySelector('.warm-up')).toBeNull()
    await act(async () => portico.close())
    expect(root.querySelector('.warm-up')).toBeNull()
  })
})
