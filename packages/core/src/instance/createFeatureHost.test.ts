import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../conformance/createFakeAdapter.js'
import { createFakeSiwx } from '../conformance/createFakeSiwx.js'
import { createTestPortico } from '../conformance/createTestPortico.js'
import { fakeMainnet } from '../conformance/fakeNetworks.js'
import type { PorticoFeature } from '../types/feature.js'

// The views of the feature packages these tests stand in for (each package declares its own).
declare module '../types/view.js' {
  interface PorticoViews {
    Receive: undefined
  }
}

const options = { projectId: 'p', networks: [fakeMainnet] as const, adapters: [createFakeAdapter()] }

describe('feature packages (plugins)', () => {
  it('creates an app-given feature: its API through getFeature, its slice of the state, its hooks', async () => {
    const settled: string[] = []
    const counter: PorticoFeature<{ count(): number }, { count: number }> = {
      id: 'counter',
      initialState: () => ({ count: 0 }),
      create: ({ featureState }) => ({
        api: { count: () => featureState.count },
        onAccountSettled(namespace, reason) {
          featureState.count++
          settled.push(`${namespace}:${reason}`)
        },
      }),
    }
    const portico = createTestPortico({ ...options, plugins: [counter] })
    await portico.ready
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    expect(settled).toEqual(['eip155:connect'])
    expect(portico.getFeature(counter)?.count()).toBe(1)
    expect(portico.state.plugins.counter).toEqual({ count: 1 })
  })

  it('a feature of views only has no API and no state', () => {
    const views: PorticoFeature = { id: 'receive', views: { Receive: async () => ({ default: () => null }) } }
    const portico = createTestPortico({ ...options, plugins: [views] })
    expect(portico.getFeature(views)).toBeUndefined()
    expect(portico.state.plugins).toEqual({})
    expect(portico.options.plugins).toEqual([views])
  })

  it('refuses an id given twice or clashing with a built-in feature, and a plugin without an id', () => {
    expect(() => createTestPortico({ ...options, plugins: [{ id: 'a' }, { id: 'a' }] })).toThrow(
      'The feature a is given twice (or clashes with a built-in feature)',
    )
    const siwx = { ...createFakeSiwx(), feature: { id: 'siwx' } }
    expect(() => createTestPortico({ ...options, siwx, plugins: [{ id: 'siwx' }] })).toThrow(
      'The feature siwx is given twice',
    )
    expect(() => createTestPortico({ ...options, plugins: [{} as PorticoFeature] })).toThrow(
      'plugins[0] is not a Portico feature: it needs a string id',
    )
    const factory = Object.assign(() => ({ id: 'swaps' }), { id: 'swaps' })
    expect(() => createTestPortico({ ...options, plugins: [factory as unknown as PorticoFeature] })).toThrow(
      'plugins[0] is the function swaps: pass what it returns, swaps()',
    )
  })
})
