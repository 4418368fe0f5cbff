import { afterEach, describe, expect, it } from 'vitest'
import { discoverKeplrWallets } from './discoverKeplrWallets.js'
import { knownKeplrInjections } from './knownKeplrInjections.js'

const keplrApi = () => ({
  enable: async () => undefined,
  getKey: async () => ({}),
  signDirect: async () => ({}),
  signArbitrary: async () => ({}),
})

const scope = globalThis as { window?: unknown }
afterEach(() => {
  delete scope.window
})

describe('discoverKeplrWallets', () => {
  it('finds Keplr, Leap and Cosmostation where they inject themselves, in that order', () => {
    scope.window = { leap: keplrApi(), keplr: keplrApi(), cosmostation: { providers: { keplr: keplrApi() } } }
    expect(discoverKeplrWallets(knownKeplrInjections).map(({ injection }) => injection.id)).toEqual([
      'keplr',
      'leap',
      'cosmostation',
    ])
  })

  it('lists a wallet injected under two names once, and extra injections after the known ones', () => {
    const leap = keplrApi()
    scope.window = { keplr: leap, leap, myWallet: keplrApi() }
    const found = discoverKeplrWallets([
      ...knownKeplrInjections,
      { path: 'myWallet', id: 'my-wallet', name: 'My Wallet' },
    ])
    expect(found.map(({ injection }) => injection.id)).toEqual(['keplr', 'my-wallet'])
  })

  it('ignores objects without the Keplr methods, and finds nothing without a window', () => {
    scope.window = { keplr: { enable: async () => undefined } }
    expect(discoverKeplrWallets(knownKeplrInjections)).toEqual([])
    delete scope.window
    expect(discoverKeplrWallets(knownKeplrInjections)).toEqual([])
  })
})
