import { installPolkadotTestWallets } from '../polkadotWallet/installPolkadotTestWallets.js'
import type { TestWallet } from '../wallet/TestWalletTypes.js'
import { browserEnvironment } from './browserEnvironment.js'
import {
  type InstallTestWalletsEnvironment,
  installTestWalletsWithoutPolkadot,
} from './installTestWalletsWithoutPolkadot.js'
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
  const wallets = installTestWalletsWithoutPolkadot(installation, environment)
  // Async (the sr25519 wasm); the Polkadot adapter re-scans `injectedWeb3`, so nothing waits for it.
  if (installation.polkadot)
    installPolkadotTestWallets(installation.polkadot, environment).catch((error: unknown) =>
      console.error('Portico: the Polkadot test wallets could not be installed', error),
    )
  return wallets
}
