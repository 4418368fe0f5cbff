import type { installBitcoinTestWallets } from '../bitcoinWallet/installBitcoinTestWallets.js'
import type { installCosmosTestWallets } from '../cosmosWallet/installCosmosTestWallets.js'
import type { installPolkadotTestWallets } from '../polkadotWallet/installPolkadotTestWallets.js'
import type { TestWallet } from '../wallet/TestWalletTypes.js'
import { browserEnvironment } from './browserEnvironment.js'
import { installEvmTestWallets } from './installEvmTestWallets.js'
import type { installSolanaTestWallets } from './installSolanaTestWallets.js'
import type { TestWalletInstallation } from './TestWalletInstallation.js'

type Memory = Pick<Storage, 'getItem' | 'setItem'>

/** Where a page and its memory live; defaults to `window` and `sessionStorage`. */
export interface InstallTestWalletsEnvironment {
  target: EventTarget
  memory: Memory | undefined
}

/** The installers of the namespaces besides EVM that an installation may use. */
export interface NamespaceInstallers {
  solana?: typeof installSolanaTestWallets
  bitcoin?: typeof installBitcoinTestWallets
  cosmos?: typeof installCosmosTestWallets
  polkadot?: typeof installPolkadotTestWallets
}

/**
 * `installTestWallets` with the namespace installers given, not imported: the EVM wallets always, then each other
 * namespace the installation has by its installer; an installation with a namespace that has none throws. The
 * bundled test wallet script passes only the installers it carries (`bundleTestWalletScript`), so a script for EVM
 * wallets alone carries none of the other namespaces' libraries. The environment defaults to the page's, read after
 * the check.
 */
export function installTestWalletsWith(
  installers: NamespaceInstallers,
  installation: TestWalletInstallation,
  given?: InstallTestWalletsEnvironment,
): Record<string, TestWallet> {
  for (const namespace of ['solana', 'bitcoin', 'cosmos', 'polkadot'] as const)
    if (installation[namespace] && !installers[namespace])
      throw new Error(
        `The test wallet script was bundled without ${namespace} wallets (bundleTestWalletScript({ ${namespace}: true }))`,
      )
  const environment = given ?? browserEnvironment()
  const wallets = installEvmTestWallets(installation, environment)
  if (installation.solana) installers.solana?.(installation.solana, environment)
  if (installation.bitcoin) installers.bitcoin?.(installation.bitcoin, environment)
  if (installation.cosmos) installers.cosmos?.(installation.cosmos, environment)
  // Async (the sr25519 wasm); the Polkadot adapter re-scans `injectedWeb3`, so nothing waits for it.
  if (installation.polkadot)
    installers
      .polkadot?.(installation.polkadot, environment)
      .catch((error: unknown) =>
        console.error('Portico: the Polkadot test wallets could not be installed', error),
      )
  return wallets
}
