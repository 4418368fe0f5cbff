import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features'
import { solanaAccounts } from './solanaAccounts.js'

/** The wallet's Solana accounts after `standard:connect` (silent: only already-authorised ones, no prompt). */
export async function connectSolanaWallet(wallet: Wallet, silent: boolean): Promise<WalletAccount[]> {
  const feature = (wallet.features as StandardConnectFeature)[StandardConnect]
  const { accounts } = await feature.connect(silent ? { silent: true } : undefined)
  return solanaAccounts(accounts)
}
