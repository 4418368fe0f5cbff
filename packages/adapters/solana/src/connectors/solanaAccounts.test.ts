import type { WalletAccount } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { solanaAccounts } from './solanaAccounts.js'

const account = (address: string, chains: WalletAccount['chains']): WalletAccount => ({
  address,
  publicKey: new Uint8Array(32),
  chains,
  features: [],
})

it('keeps accounts for a solana chain or for no named chain', () => {
  const accounts = [account('a', ['solana:mainnet']), account('b', ['sui:mainnet']), account('c', [])]
  expect(solanaAccounts(accounts).map((kept) => kept.address)).toEqual(['a', 'c'])
})
