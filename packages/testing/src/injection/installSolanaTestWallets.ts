import type { WalletIcon } from '@wallet-standard/base'
import { createSolanaTestWallet } from '../solanaWallet/createSolanaTestWallet.js'
import { registerSolanaTestWallet } from '../solanaWallet/registerSolanaTestWallet.js'
import type { SolanaTestWallet } from '../solanaWallet/SolanaTestWalletTypes.js'
import { installStandardTestWallets } from '../wallet/installStandardTestWallets.js'
import type { InstallTestWalletsEnvironment } from './installTestWallets.js'
import { INSTALLED_SOLANA_WALLETS_GLOBAL, type SolanaWalletInstallation } from './TestWalletInstallation.js'

/**
 * Creates and registers the page's Solana test wallets (Wallet Standard). Like an extension, each
 * remembers across reloads of the tab whether the site is authorised, so a silent reconnect after a
 * reload is tested for real. They are reachable by name at `window.__porticoSolanaTestWallets`.
 */
export function installSolanaTestWallets(
  installation: SolanaWalletInstallation,
  environment: InstallTestWalletsEnvironment,
): Record<string, SolanaTestWallet> {
  return installStandardTestWallets(
    {
      specs: installation.wallets,
      memoryKey: 'portico-solana-test-wallet',
      global: INSTALLED_SOLANA_WALLETS_GLOBAL,
      create: (spec, authorized) =>
        createSolanaTestWallet({
          secretKey: spec.secretKey,
          chains: installation.chains,
          name: spec.name,
          ...(spec.icon ? { icon: spec.icon as WalletIcon } : {}),
          authorized,
        }),
      register: (wallet, target) => registerSolanaTestWallet(wallet, { target }),
    },
    environment,
  )
}
