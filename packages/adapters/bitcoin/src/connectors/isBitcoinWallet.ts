import type { Wallet } from '@wallet-standard/base'
import { BitcoinConnect } from '../features/BitcoinConnectFeature.js'

/** Whether a Wallet Standard wallet can become a Bitcoin connector: it names a `bitcoin:` chain and has `bitcoin:connect`. */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return wallet.chains.some((chain) => chain.startsWith('bitcoin:')) && BitcoinConnect in wallet.features
}
