import type { WalletIcon } from '@wallet-standard/base'
import type { InstallTestWalletsEnvironment } from '../injection/installTestWallets.js'
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
  const wallets: Record<string, BitcoinTestWallet> = {}
  for (const spec of installation.wallets) {
    const key = `portico-bitcoin-test-wallet:${spec.name}`
    const wallet = createBitcoinTestWallet({
      privateKey: spec.privateKey,
      chains: installation.chains,
      name: spec.name,
      ...(spec.icon ? { icon: spec.icon as WalletIcon } : {}),
      authorized: readAuthorized(environment.memory?.getItem(key)),
    })
    wallet.features['standard:events'].on('change', () =>
      environment.memory?.setItem(key, JSON.stringify({ authorized: wallet.authorized })),
    )
    registerBitcoinTestWallet(wallet, { target: environment.target })
    wallets[spec.name] = wallet
  }
  Object.assign(environment.target, { [INSTALLED_BITCOIN_WALLETS_GLOBAL]: wallets })
  return wallets
}

function readAuthorized(remembered: string | null | undefined): boolean {
  try {
    const value: unknown = JSON.parse(remembered ?? 'null')
    return (
      typeof value === 'object' && value !== null && (value as { authorized?: unknown }).authorized === true
    )
  } catch {
    return false
  }
}
