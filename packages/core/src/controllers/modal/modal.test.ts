import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet } from '../../conformance/fakeNetworks.js'
import type { PorticoEvent } from '../../types/event.js'

async function setup() {
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter()],
  })
  await portico.ready
  const events: PorticoEvent[] = []
  portico.subscribeEvents((record) => events.push(record.event))
  return { portico, events }
}

describe('modal', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('announces MODAL_CREATED to listeners subscribed right after creation', async () => {
    const portico = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet],
      adapters: [createFakeAdapter()],
    })
    const events: PorticoEvent[] = []
    portico.subscribeEvents((record) => events.push(record.event))
    await portico.ready
    expect(events).toEqual([{ type: 'MODAL_CREATED' }])
  })

  it('opens and closes with MODAL_OPEN (view, connected) and MODAL_CLOSE events', async () => {
    const { portico, events } = await setup()
    await portico.open()
    expect(portico.state.modal.open).toBe(true)
    portico.close()
    expect(portico.state.modal.open).toBe(false)
    expect(events).toEqual([
      { type: 'MODAL_OPEN', view: 'Connect', connected: false },
      { type: 'MODAL_CLOSE', connected: false },
    ])
  })

  it('emits no MODAL_CLOSE when closing a closed modal', async () => {
    const { portico, events } = await setup()
    portico.close()
    expect(events).toEqual([])
  })

  it('shakes for exactly 500 ms', async () => {
    const { portico } = await setup()
    portico.shake()
    expect(portico.state.modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(portico.state.modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(portico.state.modal.shake).toBe(false)
  })

  it('shows and hides the loading state; closing clears it', async () => {
    const { portico } = await setup()
    await portico.open()
    portico.setLoading(true)
    expect(portico.state.modal.loading).toBe(true)
    portico.close()
    expect(portico.state.modal.loading).toBe(false)
  })

  it('asks each adapter to prepare a connection when the modal opens, not at start-up', async () => {
    const prepare = vi.fn()
    const portico = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet],
      adapters: [Object.assign(createFakeAdapter(), { prepare })],
    })
    await portico.ready
    expect(prepare).not.toHaveBeenCalled()
    await portico.open()
    expect(prepare).toHaveBeenCalledTimes(1)
    // Already open: a new view is no new opening.
    await portico.open({ view: 'Connect' })
    portico.close()
    await portico.open()
    expect(prepare).toHaveBeenCalledTimes(2)
  })
})
