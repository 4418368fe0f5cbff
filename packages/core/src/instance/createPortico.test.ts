import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../conformance/createFakeAdapter.js'
import { fakeMainnet } from '../conformance/fakeNetworks.js'
import { createPortico } from './createPortico.js'

function options() {
  return { projectId: 'p1', networks: [fakeMainnet] as const, adapters: [createFakeAdapter()] }
}

describe('createPortico on the server (no window)', () => {
  it('creates an instance without touching browser APIs and starts nothing', async () => {
    expect(typeof window).toBe('undefined')
    const opts = options()
    const portico = createPortico(opts)
    await portico.ready
    expect(portico.state.initialized).toBe(false)
    expect(opts.adapters[0]?.controls.calls).toEqual([])
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('gives each call its own instance, so server requests never share state', () => {
    const opts = options()
    expect(createPortico(opts)).not.toBe(createPortico(opts))
  })
})

describe('createPortico in a browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  const stubBrowser = () => {
    vi.stubGlobal('window', { location: { origin: 'http://localhost:5173' } })
    vi.stubGlobal('document', { title: 'Lab' })
  }

  it('returns the same instance for equal options and adapters (StrictMode, hot reload)', () => {
    stubBrowser()
    const adapter = createFakeAdapter()
    const first = createPortico({ projectId: 'p1', networks: [fakeMainnet], adapters: [adapter] })
    const second = createPortico({ projectId: 'p1', networks: [fakeMainnet], adapters: [adapter] })
    expect(second).toBe(first)
    first.destroy()
  })

  it('returns the same instance for new adapter objects with the same identity (a factory run twice)', () => {
    stubBrowser()
    const client = {}
    const adapter = () => Object.assign(createFakeAdapter(), { identity: client })
    const first = createPortico({ projectId: 'p1', networks: [fakeMainnet], adapters: [adapter()] })
    const second = createPortico({ projectId: 'p1', networks: [fakeMainnet], adapters: [adapter()] })
    expect(second).toBe(first)
    const other = createPortico({ projectId: 'p1', networks: [fakeMainnet], adapters: [createFakeAdapter()] })
    expect(other).not.toBe(first)
    first.destroy()
    other.destroy()
  })

  it('gives two independent instances for two option sets', async () => {
    stubBrowser()
    const adapter = createFakeAdapter()
    const light = createPortico({
      projectId: 'p1',
      networks: [fakeMainnet],
      adapters: [adapter],
      themeMode: 'light',
    })
    const dark = createPortico({
      projectId: 'p1',
      networks: [fakeMainnet],
      adapters: [adapter],
      themeMode: 'dark',
    })
    expect(dark).not.toBe(light)
    dark.setThemeMode('light')
    await light.open()
    expect(dark.state.modal.open).toBe(false)
    light.destroy()
    dark.destroy()
  })

  it('makes a new instance once the previous one is destroyed', () => {
    stubBrowser()
    const adapter = createFakeAdapter()
    const first = createPortico({ projectId: 'p1', networks: [fakeMainnet], adapters: [adapter] })
    first.destroy()
    const second = createPortico({ projectId: 'p1', networks: [fakeMainnet], adapters: [adapter] })
    expect(second).not.toBe(first)
    second.destroy()
  })
})
