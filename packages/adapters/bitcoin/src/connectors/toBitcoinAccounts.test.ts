import type { WalletAccount } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { toBitcoinAccounts } from './toBitcoinAccounts.js'

const account = (address: string, extra: object = {}): WalletAccount => ({
  address,
  publicKey: Uint8Array.of(2, 255),
  chains: ['bitcoin:mainnet'],
  features: [],
  ...extra,
})
const taproot = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'
const segwit = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

it('types the accounts by the purposes asked, payment first, with the public key as hex', () => {
  expect(toBitcoinAccounts([account(taproot), account(segwit)], ['ordinals', 'payment'])).toEqual([
    { namespace: 'bip122', address: segwit, type: 'payment', publicKey: '02ff' },
    { namespace: 'bip122', address: taproot, type: 'ordinal', publicKey: '02ff' },
  ])
})

it('without purposes: a lone account is the payment one, among several Taproot ones are ordinals', () => {
  expect(toBitcoinAccounts([account(taproot)]).map(({ type }) => type)).toEqual(['payment'])
  expect(
    toBitcoinAccounts([account(taproot), account(segwit)]).map(({ address, type }) => [address, type]),
  ).toEqual([
    [segwit, 'payment'],
    [taproot, 'ordinal'],
  ])
})

it("keeps the wallet's derivation path when it gives one", () => {
  expect(toBitcoinAccounts([account(segwit, { derivationPath: "m/84'/0'/0'/0/0" })])[0]?.path).toBe(
    "m/84'/0'/0'/0/0",
  )
})
