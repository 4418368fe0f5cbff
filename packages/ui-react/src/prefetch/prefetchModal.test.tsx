import { act, cleanup } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerView } from '../router/registerView.js'
import { renderWithPortico } from '../test/renderWithPortico.js'
import { setupPortico } from '../test/setupPortico.js'

// Unmount first: unmounting cancels the idle request through the stubs.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('prefetching the modal', () => {
  it('also loads a lazily registered Connect view, so the first open shows it at once', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => {}
    const arrived = new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve))
    const loadView = vi.fn(() => arrived)
    registerView('Connect', loadView)
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    const { portico } = await setupPortico()
    const { modal } = renderWithPortico(portico)
    expect(loadView).not.toHaveBeenCalled()
    for (const callback of idle) callback({ didTimeout: false, timeRemaining: () => 50 })
    const m = await modal()
    expect(loadView).toHaveBeenCalledTimes(1)
    await act(async () => {
      arrive({ default: () => <p>Custom connect</p> })
      await arrived
    })
    await act(() => portico.open())
    expect(m.getByTestId('portico-view').dataset.state).toBe('ready')
    expect(m.getByTestId('portico-view').textContent).toBe('Custom connect')
  })
})
