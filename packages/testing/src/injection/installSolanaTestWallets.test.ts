import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import type { SolanaTestWallet } from '../solanaWallet/SolanaTestWalletTypes.js'
import { installTestWallets } from './installTestWallets.js'
import type { TestWalletInstallation } from './TestWalletInstallation.js'

const key = (fill: number) => Array.from({ length: 64 }, () => fill)

const installation: TestWalletInstallation = {
  chains: [],
  wallets: [],
  solana: {
    chains: [{ id: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
    wallets: [
      { name: 'Solana A', secretKey: key(1) },
      { name: 'Solana B', secretKey: key(2) },
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

describe('installTestWallets with Solana wallets', () => {
  it('registers every Solana wallet and exposes them by name', () => {
    const target = new EventTarget() as EventTarget & Record<string, unknown>
    installTestWallets(installation, { target, memory: memory() })
    expect(registeredNames(target)).toEqual(['Solana A', 'Solana B'])
    expect(Object.keys(target.__porticoSolanaTestWallets as object)).toEqual(['Solana A', 'Solana B'])
  })

  it('remembers the authorisation across a reload of the page', async () => {
    const store = memory()
    const first = new EventTarget() as EventTarget & Record<string, Record<string, SolanaTestWallet>>
    installTestWallets(installation, { target: first, memory: store })
    await first.__porticoSolanaTestWallets!['Solana A']!.features['standard:connect'].connect()

    const reloaded = new EventTarget() as EventTarget & Record<string, Record<string, SolanaTestWallet>>
    installTestWallets(installation, { target: reloaded, memory: store })
    const wallets = reloaded.__porticoSolanaTestWallets!
    expect(
      (await wallets['Solana A']!.features['standard:connect'].connect({ silent: true })).accounts,
    ).toHaveLength(1)
    expect(wallets['Solana B']!.authorized).toBe(false)
  })
})
