import type { Wallet } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { isSolanaWallet } from './isSolanaWallet.js'

const wallet = (overrides: Partial<Wallet>): Wallet => ({
  version: '1.0.0',
  name: 'Phantom',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains: ['solana:mainnet'],
  accounts: [],
  features: { 'standard:connect': {} },
  ...overrides,
})

it('takes a wallet that names a solana chain and can connect', () => {
  expect(isSolanaWallet(wallet({}))).toBe(true)
  expect(isSolanaWallet(wallet({ chains: ['sui:mainnet'] }))).toBe(false)
  expect(isSolanaWallet(wallet({ features: { 'solana:signMessage': {} } }))).toBe(false)
})
