import type { WalletIcon } from '@wallet-standard/base'
import type { InstallTestWalletsEnvironment } from '../injection/installTestWallets.js'
import { installStandardTestWallets } from '../wallet/installStandardTestWallets.js'
import type { BitcoinTestWallet } from './BitcoinTestWalletTypes.js'
import {
  type BitcoinWalletInstallation,
  INSTALLED_BITCOIN_WALLETS_GLOBAL,
} from './BitcoinWalletInstallation.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'
import { registerBitcoinTestWallet } from './registerBitcoinTestWallet.js'

/**
 * Creates and registers the page's Bitcoin test wallets (Wallet Standard). Like an extension, each
 * remembers across reloads of the tab whether the site is authorised, so a reconnect without a
 * prompt after a reload is tested for real. They are reachable by name at `window.__porticoBitcoinTestWallets`.
 */
export function installBitcoinTestWallets(
  installation: BitcoinWalletInstallation,
  environment: InstallTestWalletsEnvironment,
): Record<string, BitcoinTestWallet> {
  return installStandardTestWallets(
    {
      specs: installation.wallets,
      memoryKey: 'portico-bitcoin-test-wallet',
      global: INSTALLED_BITCOIN_WALLETS_GLOBAL,
      create: (spec, authorized) =>
        createBitcoinTestWallet({
          privateKey: spec.privateKey,
          chains: installation.chains,
          name: spec.name,
          ...(spec.icon ? { icon: spec.icon as WalletIcon } : {}),
          authorized,
        }),
      register: (wallet, target) => registerBitcoinTestWallet(wallet, { target }),
    },
    environment,
  )
}
