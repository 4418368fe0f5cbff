import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet } from '../../conformance/fakeNetworks.js'

async function setup(options: { debug?: boolean } = {}) {
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter()],
    ...options,
  })
  await portico.ready
  return portico
}

describe('alerts and toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each(['info', 'success', 'error', 'loading', 'warning'] as const)(
    'shows a %s alert at once',
    async (variant) => {
      const portico = await setup()
      portico.showAlert({ message: 'Hello', variant })
      expect(portico.state.alert).toEqual({ message: 'Hello', variant, open: true, autoClose: false })
    },
  )

  it('replacing an open alert closes it and opens the new one 150 ms later', async () => {
    const portico = await setup()
    portico.showAlert({ message: 'First', variant: 'info' })
    portico.showAlert({ message: 'Second', variant: 'error' })
    expect(portico.state.alert).toMatchObject({ message: 'First', open: false })
    vi.advanceTimersByTime(149)
    expect(portico.state.alert.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(portico.state.alert).toMatchObject({ message: 'Second', variant: 'error', open: true })
  })

  it('shows each provider error alert (by code) only once per instance', async () => {
    const portico = await setup()
    const events: string[] = []
    portico.subscribeEvents(({ event }) => events.push(event.type))
    portico.showAlert({ message: 'Invalid Project ID', variant: 'error', code: 'INVALID_PROJECT_ID' })
    portico.closeAlert()
    portico.showAlert({ message: 'Invalid Project ID', variant: 'error', code: 'INVALID_PROJECT_ID' })
    expect(portico.state.alert.open).toBe(false)
    expect(events).toEqual(['ALERT'])
    const other = await setup()
    other.showAlert({ message: 'Invalid Project ID', variant: 'error', code: 'INVALID_PROJECT_ID' })
    expect(other.state.alert.open).toBe(true)
  })

  it('with debug: false, keeps the alerts meant for the developer from visitors, as events only', async () => {
    const portico = await setup({ debug: false })
    const events: string[] = []
    portico.subscribeEvents(({ event }) => event.type === 'ALERT' && events.push(event.code ?? ''))
    portico.showAlert({ message: 'Invalid Project ID', variant: 'error', code: 'INVALID_PROJECT_ID' })
    expect(portico.state.alert.open).toBe(false)
    portico.showAlert({
      message: 'Local configuration ignored',
      variant: 'warning',
      code: 'LOCAL_CONFIGURATION_IGNORED',
    })
    vi.runAllTimers()
    expect(portico.state.alert.open).toBe(false)
    expect(events).toEqual(['INVALID_PROJECT_ID', 'LOCAL_CONFIGURATION_IGNORED'])
    portico.showAlert({ message: 'Server Error', variant: 'error', code: 'SERVER_ERROR' })
    expect(portico.state.alert).toMatchObject({ message: 'Server Error', open: true })
  })

  it('shows the alerts meant for the developer by default (debug on)', async () => {
    const portico = await setup()
    portico.showAlert({ message: 'Invalid Project ID', variant: 'error', code: 'INVALID_PROJECT_ID' })
    expect(portico.state.alert).toMatchObject({ message: 'Invalid Project ID', open: true })
  })

  it('closes an auto-closing alert by itself', async () => {
    const portico = await setup()
    portico.showAlert({ message: 'Copied', variant: 'success', autoClose: true })
    vi.runAllTimers()
    expect(portico.state.alert.open).toBe(false)
  })

  it('dismisses toasts by themselves, except loading toasts', async () => {
    const portico = await setup()
    portico.showToast({ message: 'Failed to fetch transactions', variant: 'error' })
    const loading = portico.showToast({ message: 'Authenticating...', variant: 'loading' })
    expect(portico.state.toasts.map((toast) => toast.message)).toEqual([
      'Failed to fetch transactions',
      'Authenticating...',
    ])
    vi.runAllTimers()
    expect(portico.state.toasts.map((toast) => toast.message)).toEqual(['Authenticating...'])
    portico.dismissToast(loading)
    expect(portico.state.toasts).toEqual([])
  })
})
