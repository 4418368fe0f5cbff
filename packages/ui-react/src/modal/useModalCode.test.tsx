import type { Portico } from '@portico/core'
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { PorticoProvider } from '../context/PorticoProvider.js'
import { setupPortico } from '../test/setupPortico.js'
import { modalCode } from './modalCode.js'
import { PorticoModal } from './PorticoModal.js'

// The modal's code is held back (never arrives) so every test sees when its load is asked for.
let load: MockInstance<typeof modalCode.load>
let idle: ReturnType<typeof vi.fn<(callback: IdleRequestCallback, options?: IdleRequestOptions) => number>>

beforeEach(() => {
  load = vi.spyOn(modalCode, 'load').mockReturnValue(new Promise(() => {}))
  idle = vi.fn(() => 1)
  vi.stubGlobal('requestIdleCallback', idle)
  vi.stubGlobal('cancelIdleCallback', vi.fn())
})

// Unmount first: unmounting cancels the idle request through the stubs.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const runIdleCallbacks = () => {
  for (const [callback] of idle.mock.calls) callback({ didTimeout: false, timeRemaining: () => 50 })
}

const renderConnectButton = (portico: Portico) =>
  render(
    <PorticoProvider portico={portico}>
      <ConnectButton />
    </PorticoProvider>,
  )

describe("the modal's code", () => {
  it('is not loaded by the first render but when the browser is next idle (within 2 s)', async () => {
    const { portico } = await setupPortico()
    renderConnectButton(portico)
    expect(load).not.toHaveBeenCalled()
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 })
    act(runIdleCallbacks)
    expect(load).toHaveBeenCalled()
  })

  it('starts loading when the Connect button is hovered, before the browser is idle', async () => {
    const { portico } = await setupPortico()
    const { getByTestId } = renderConnectButton(portico)
    fireEvent.pointerEnter(getByTestId('portico-connect-button'))
    expect(load).toHaveBeenCalled()
  })

  it('starts loading when the Connect button gets keyboard focus, before the browser is idle', async () => {
    const { portico } = await setupPortico()
    const { getByTestId } = renderConnectButton(portico)
    act(() => getByTestId('portico-connect-button').focus())
    expect(load).toHaveBeenCalled()
  })

  it('loads at once when the modal opens before the browser is idle', async () => {
    const { portico } = await setupPortico()
    render(<PorticoProvider portico={portico} />)
    expect(load).not.toHaveBeenCalled()
    await act(() => portico.open())
    expect(load).toHaveBeenCalled()
  })

  it('loads at once when an alert must show', async () => {
    const { portico } = await setupPortico()
    render(<PorticoProvider portico={portico} />)
    await act(async () => portico.showAlert({ message: 'Invalid Project ID', variant: 'error' }))
    expect(load).toHaveBeenCalled()
  })

  it('loads at once for the embedded modal, which always shows', async () => {
    const { portico } = await setupPortico({ enableEmbedded: true })
    render(
      <PorticoProvider portico={portico}>
        <PorticoModal />
      </PorticoProvider>,
    )
    expect(load).toHaveBeenCalled()
    expect(idle).not.toHaveBeenCalled()
  })
})
