import type { Wallet, WindowAppReadyEventAPI, WindowRegisterWalletEventCallback } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'
import { registerSolanaTestWallet } from './registerSolanaTestWallet.js'

const wallet = createSolanaTestWallet({
  secretKey: new Uint8Array(64),
  chains: [{ id: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
})

/** What a Wallet Standard app (`getWallets()`) does on a page: a registry, with the two event listeners. */
function appOn(target: EventTarget) {
  const registered = new Set<Wallet>()
  const api: WindowAppReadyEventAPI = {
    register(next) {
      registered.add(next)
      return () => registered.delete(next)
    },
  }
  const onRegister = (event: Event) => (event as CustomEvent<WindowRegisterWalletEventCallback>).detail(api)
  return {
    registered,
    listen: () => target.addEventListener('wallet-standard:register-wallet', onRegister),
    announceReady: () => target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api })),
  }
}

describe('registerSolanaTestWallet', () => {
  it('registers with an app that was listening before the wallet loaded', () => {
    const target = new EventTarget()
    const app = appOn(target)
    app.listen()
    registerSolanaTestWallet(wallet, { target })
    expect([...app.registered]).toEqual([wallet])
  })

  it('registers with an app that loads after the wallet (app-ready)', () => {
    const target = new EventTarget()
    registerSolanaTestWallet(wallet, { target })
    const app = appOn(target)
    app.announceReady()
    expect([...app.registered].map((registered) => registered.name)).toEqual(['Portico Solana Test Wallet'])
  })

  it('unregisters from every app and stops answering', () => {
    const target = new EventTarget()
    const early = appOn(target)
    early.listen()
    const unregister = registerSolanaTestWallet(wallet, { target })
    unregister()
    const late = appOn(target)
    late.announceReady()
    expect(early.registered.size + late.registered.size).toBe(0)
  })
})
