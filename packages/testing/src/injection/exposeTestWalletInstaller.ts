import type { installBitcoinTestWallets } from '../bitcoinWallet/installBitcoinTestWallets.js'
import type { installCosmosTestWallets } from '../cosmosWallet/installCosmosTestWallets.js'
import type { installPolkadotTestWallets } from '../polkadotWallet/installPolkadotTestWallets.js'
import type { TestWallet } from '../wallet/TestWalletTypes.js'
import { browserEnvironment } from './browserEnvironment.js'
import { installEvmTestWallets } from './installEvmTestWallets.js'
import type { installSolanaTestWallets } from './installSolanaTestWallets.js'
import type { TestWalletInstallation } from './TestWalletInstallation.js'

/** The installers of the namespaces besides EVM that a bundled test wallet script carries. */
export interface NamespaceInstallers {
  solana?: typeof installSolanaTestWallets
  bitcoin?: typeof installBitcoinTestWallets
  cosmos?: typeof installCosmosTestWallets
  polkadot?: typeof installPolkadotTestWallets
}

function missing(namespace: keyof NamespaceInstallers): Error {
  return new Error(
    `The test wallet script was bundled without ${namespace} wallets (bundleTestWalletScript({ ${namespace}: true }))`,
  )
}

/**
 * What the script Playwright injects runs first (see `bundleTestWalletScript`, which writes its entry with the
 * installers the test needs): puts the installer at `globalThis.__porticoInstallTestWallets`, which the init script
 * then calls with the test's installation. The EVM wallets are always installed; another namespace's wallets only
 * by its installer, and an installation with a namespace the script does not carry throws.
 */
export function exposeTestWalletInstaller(installers: NamespaceInstallers): void {
  const install = (installation: TestWalletInstallation): Record<string, TestWallet> => {
    for (const namespace of ['solana', 'bitcoin', 'cosmos', 'polkadot'] as const)
      if (installation[namespace] && !installers[namespace]) throw missing(namespace)
    const environment = browserEnvironment()
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
  Object.assign(globalThis, { __porticoInstallTestWallets: install })
}
