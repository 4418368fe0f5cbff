import { installBitcoinTestWallets } from '../bitcoinWallet/installBitcoinTestWallets.js'
import { installCosmosTestWallets } from '../cosmosWallet/installCosmosTestWallets.js'
import { installPolkadotTestWallets } from '../polkadotWallet/installPolkadotTestWallets.js'
import type { TestWallet } from '../wallet/TestWalletTypes.js'
import { browserEnvironment } from './browserEnvironment.js'
import { installSolanaTestWallets } from './installSolanaTestWallets.js'
import { type InstallTestWalletsEnvironment, installTestWalletsWith } from './installTestWalletsWith.js'
import type { TestWalletInstallation } from './TestWalletInstallation.js'

export type { InstallTestWalletsEnvironment }

/**
 * Creates and announces the page's test wallets. Like an extension, each wallet remembers across
 * reloads of the tab (sessionStorage) whether the site is authorised and which chain it is on, so
 * "still connected after a reload" is tested for real. The wallets are also reachable by rdns at
 * `window.__porticoTestWallets` for tests that drive them. With `installation.solana`, Solana wallets
 * are registered through the Wallet Standard too (see `installSolanaTestWallets`), and with
 * `installation.bitcoin` Bitcoin wallets (see `installBitcoinTestWallets`), with `installation.cosmos`
 * Keplr-compatible Cosmos wallets (see `installCosmosTestWallets`), and with `installation.polkadot`
 * Polkadot extensions, which appear a moment later (see `installPolkadotTestWallets`).
 */
export function installTestWallets(
  installation: TestWalletInstallation,
  environment: InstallTestWalletsEnvironment = browserEnvironment(),
): Record<string, TestWallet> {
  return installTestWalletsWith(
    {
      solana: installSolanaTestWallets,
      bitcoin: installBitcoinTestWallets,
      cosmos: installCosmosTestWallets,
      polkadot: installPolkadotTestWallets,
    },
    installation,
    environment,
  )
}
