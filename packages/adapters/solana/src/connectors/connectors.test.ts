import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { connectorIdOf } from './connectorIdOf.js'
import { isSolanaWallet } from './isSolanaWallet.js'
import { solanaAccounts } from './solanaAccounts.js'
import { toPorticoConnector } from './toPorticoConnector.js'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const
const wallet = (overrides: Partial<Wallet> = {}): Wallet => ({
  version: '1.0.0',
  name: 'Phantom',
  icon,
  chains: ['solana:mainnet', 'solana:devnet'],
  accounts: [],
  features: { 'standard:connect': {} },
  ...overrides,
})
const account = (address: string, chains: WalletAccount['chains']): WalletAccount => ({
  address,
  publicKey: new Uint8Array(32),
  chains,
  features: [],
})

describe('connectorIdOf', () => {
  it('is the wallet name in lower case with other characters as dashes, the same on every load', () => {
    expect(connectorIdOf('Phantom')).toBe('phantom')
    expect(connectorIdOf('Solana Test Wallet 1')).toBe('solana-test-wallet-1')
    expect(connectorIdOf('  Back.pack!  ')).toBe('back-pack')
    expect(connectorIdOf('⚡')).toBe('solana-wallet')
  })
})

describe('isSolanaWallet', () => {
  it('takes a wallet that names a solana chain and can connect', () => {
    expect(isSolanaWallet(wallet())).toBe(true)
    expect(isSolanaWallet(wallet({ chains: ['sui:mainnet'] }))).toBe(false)
    expect(isSolanaWallet(wallet({ features: { 'solana:signMessage': {} } }))).toBe(false)
  })
})

describe('toPorticoConnector', () => {
  it('is an ANNOUNCED solana connector with the wallet name, icon and the wallet as provider', () => {
    const phantom = wallet()
    expect(toPorticoConnector(phantom)).toEqual({
      id: 'phantom',
      name: 'Phantom',
      type: 'ANNOUNCED',
      chain: 'solana',
      imageUrl: icon,
      info: { icon },
      provider: phantom,
    })
  })
})

describe('solanaAccounts', () => {
  it('keeps accounts for a solana chain or for no named chain', () => {
    const accounts = [account('a', ['solana:mainnet']), account('b', ['sui:mainnet']), account('c', [])]
    expect(solanaAccounts(accounts).map((kept) => kept.address)).toEqual(['a', 'c'])
  })
})
