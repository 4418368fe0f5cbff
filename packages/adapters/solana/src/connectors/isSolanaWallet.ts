import type { Wallet } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'

/** Whether a Wallet Standard wallet can become a Solana connector: it names a `solana:` chain and can connect. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return wallet.chains.some((chain) => chain.startsWith('solana:')) && StandardConnect in wallet.features
}
