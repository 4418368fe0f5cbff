import { hexToBytes } from '@noble/hashes/utils.js'
import { p2wpkh, WIF } from '@scure/btc-signer'
import { expect, it } from 'vitest'
import { devnetBitcoinAccounts, REGTEST_NETWORK } from './devnetBitcoinAccounts.js'

it('are regtest P2WPKH wallets whose keys match their addresses', () => {
  for (const account of devnetBitcoinAccounts) {
    expect(p2wpkh(hexToBytes(account.publicKey), REGTEST_NETWORK).address).toBe(account.address)
    expect(WIF(REGTEST_NETWORK).decode(account.wif)).toEqual(hexToBytes(account.privateKey))
  }
  expect(devnetBitcoinAccounts[0]?.address).toMatchInlineSnapshot(
    `"bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw"`,
  )
})
