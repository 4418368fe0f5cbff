import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_EVM_MNEMONIC, devnetEvmAccounts } from './devnetEvmAccounts.js'

describe('devnetEvmAccounts', () => {
  it('are the first ten accounts of the anvil mnemonic, with matching private keys', () => {
    devnetEvmAccounts.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(DEVNET_EVM_MNEMONIC, { addressIndex }).address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    })
    expect(devnetEvmAccounts).toHaveLength(10)
  })
})
