import { installBitcoinTestWallets } from '../bitcoinWallet/installBitcoinTestWallets.js'
import { installCosmosTestWallets } from '../cosmosWallet/installCosmosTestWallets.js'
import type { TestWallet } from '../wallet/TestWalletTypes.js'
import { browserEnvironment } from './browserEnvironment.js'
import { installEvmTestWallets } from './installEvmTestWallets.js'
import { installSolanaTestWallets } from './installSolanaTestWallets.js'
import type { TestWalletInstallation } from './TestWalletInstallation.js'

type Memory = Pick<Storage, 'getItem' | 'setItem'>

/** Where a page and its memory live; defaults to `window` and `sessionStorage`. */
export interface InstallTestWalletsEnvironment {
  target: EventTarget
  memory: Memory | undefined
}

/**
 * `installTestWallets` without the Polkadot extensions (`installation.polkadot` is not read): the EVM wallets
 * (`installEvmTestWallets`), then the Solana, Bitcoin and Cosmos ones the installation has.
 */
export function installTestWalletsWithoutPolkadot(
  installation: TestWalletInstallation,
  environment: InstallTestWalletsEnvironment = browserEnvironment(),
): Record<string, TestWallet> {
  const wallets = installEvmTestWallets(installation, environment)
  if (installation.solana) installSolanaTestWallets(installation.solana, environment)
  if (installation.bitcoin) installBitcoinTestWallets(installation.bitcoin, environment)
  if (installation.cosmos) installCosmosTestWallets(installation.cosmos, environment)
  return wallets
}
