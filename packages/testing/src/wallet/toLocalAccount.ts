import { type LocalAccount, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import type { TestWalletKey } from './TestWalletTypes.js'

/** The viem local account a test wallet key stands for. */
export function toLocalAccount(key: TestWalletKey): LocalAccount {
  if ('privateKey' in key) return privateKeyToAccount(key.privateKey)
  return mnemonicToAccount(key.mnemonic, { addressIndex: key.addressIndex ?? 0 })
}
