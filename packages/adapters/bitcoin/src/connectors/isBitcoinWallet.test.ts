import type { Wallet } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { isBitcoinWallet } from './isBitcoinWallet.js'

const wallet = (overrides: Partial<Wallet>): Wallet => ({
  version: '1.0.0',
  name: 'Xverse',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains: ['bitcoin:mainnet'],
  accounts: [],
  features: { 'bitcoin:connect': {} },
  ...overrides,
})

it('takes a wallet that names a bitcoin chain and has bitcoin:connect', () => {
  expect(isBitcoinWallet(wallet({}))).toBe(true)
  expect(isBitcoinWallet(wallet({ chains: ['solana:mainnet'] }))).toBe(false)
  expect(isBitcoinWallet(wallet({ features: { 'standard:connect': {} } }))).toBe(false)
})
