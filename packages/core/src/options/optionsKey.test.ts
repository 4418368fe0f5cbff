import { describe, expect, it } from 'vitest'
import { defineNetwork } from '../caip/defineNetwork.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { PorticoOptions, SiwxConfig } from '../types/options.js'
import { optionsKey } from './optionsKey.js'

const network = () =>
  defineNetwork({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  })

const adapter = () => ({ namespace: 'eip155', connect: () => undefined }) as unknown as ChainAdapter

describe('optionsKey', () => {
  it('is equal for the same options rebuilt with new objects and another key order', () => {
    const first: PorticoOptions = {
      projectId: 'p',
      networks: [network()],
      adapters: [adapter()],
      themeMode: 'dark',
    }
    const second: PorticoOptions = {
      themeMode: 'dark',
      adapters: [adapter()],
      networks: [network()],
      projectId: 'p',
    }
    expect(optionsKey(first)).toBe(optionsKey(second))
  })

  it('differs when a serialisable option differs', () => {
    const base: PorticoOptions = { projectId: 'p', networks: [network()], adapters: [adapter()] }
    expect(optionsKey(base)).not.toBe(optionsKey({ ...base, projectId: 'q' }))
    expect(optionsKey(base)).not.toBe(optionsKey({ ...base, features: { smartSessions: true } }))
    expect(optionsKey(base)).not.toBe(optionsKey({ ...base, adapters: [] }))
  })

  it('ignores functions and the storage backend, and survives cycles and bigints', () => {
    const cyclic: Record<string, unknown> = { value: 1n }
    cyclic.self = cyclic
    const base: PorticoOptions = {
      projectId: 'p',
      networks: [network()],
      adapters: [],
      siwx: cyclic as unknown as SiwxConfig,
    }
    const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
    expect(optionsKey({ ...base, storage })).toBe(optionsKey(base))
    expect(optionsKey(base)).toContain('"value":"1n"')
    expect(optionsKey(base)).toContain('[Circular]')
  })
})
