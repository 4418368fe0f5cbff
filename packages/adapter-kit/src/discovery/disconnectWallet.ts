import type { Wallet } from '@wallet-standard/base'
import { StandardDisconnect, type StandardDisconnectFeature } from '@wallet-standard/features'

/** Asks the wallet to forget the site with `standard:disconnect`, when it has that (optional) feature. */
export async function disconnectWallet(wallet: Wallet | undefined): Promise<void> {
  const feature = (wallet?.features as Partial<StandardDisconnectFeature> | undefined)?.[StandardDisconnect]
  await feature?.disconnect()
}
