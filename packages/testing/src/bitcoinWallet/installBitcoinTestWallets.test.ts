import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { installTestWallets } from '../injection/installTestWallets.js'
import type { TestWalletInstallation } from '../injection/TestWalletInstallation.js'
import type { BitcoinTestWallet } from './BitcoinTestWalletTypes.js'

const installation: TestWalletInstallation = {
  chains: [],
  wallets: [],
  bitcoin: {
    chains: [{ id: 'bitcoin:regtest', esploraUrl: 'http://127.0.0.1:1' }],
    wallets: [
      { name: 'Bitcoin A', privateKey: '01'.repeat(32) },
      { name: 'Bitcoin B', privateKey: '02'.repeat(32) },
    ],
  },
}

function memory() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
  }
}

/** The wallets a Wallet Standard app that loads after the page's wallets would see. */
function registeredNames(target: EventTarget): string[] {
  const names: string[] = []
  const api: WindowAppReadyEventAPI = {
    register: (wallet: Wallet) => {
      names.push(wallet.name)
      return () => {}
    },
  }
  target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return names
}

type Page = EventTarget & { __porticoBitcoinTestWallets?: Record<string, BitcoinTestWallet> }

describe('installTestWallets with Bitcoin wallets', () => {
  it('registers every Bitcoin wallet and exposes them by name', () => {
    const target: Page = new EventTarget()
    installTestWallets(installation, { target, memory: memory() })
    expect(registeredNames(target)).toEqual(['Bitcoin A', 'Bitcoin B'])
    expect(Object.keys(target.__porticoBitcoinTestWallets ?? {})).toEqual(['Bitcoin A', 'Bitcoin B'])
  })

  it('remembers the authorisation across a reload of the page', async () => {
    const store = memory()
    const first: Page = new EventTarget()
    installTestWallets(installation, { target: first, memory: store })
    await first.__porticoBitcoinTestWallets?.['Bitcoin A']?.features['bitcoin:connect'].connect({
      purposes: ['payment'],
    })

    const reloaded: Page = new EventTarget()
    installTestWallets(installation, { target: reloaded, memory: store })
    expect(reloaded.__porticoBitcoinTestWallets?.['Bitcoin A']?.accounts).toHaveLength(2)
    expect(reloaded.__porticoBitcoinTestWallets?.['Bitcoin B']?.authorized).toBe(false)
  })
})
