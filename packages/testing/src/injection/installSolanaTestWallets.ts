import type { WalletIcon } from '@wallet-standard/base'
import { createSolanaTestWallet } from '../solanaWallet/createSolanaTestWallet.js'
import { registerSolanaTestWallet } from '../solanaWallet/registerSolanaTestWallet.js'
import type { SolanaTestWallet } from '../solanaWallet/SolanaTestWalletTypes.js'
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
  const wallets: Record<string, SolanaTestWallet> = {}
  for (const spec of installation.wallets) {
    const key = `portico-solana-test-wallet:${spec.name}`
    const wallet = createSolanaTestWallet({
      secretKey: spec.secretKey,
      chains: installation.chains,
      name: spec.name,
      ...(spec.icon ? { icon: spec.icon as WalletIcon } : {}),
      authorized: readAuthorized(environment.memory?.getItem(key)),
    })
    wallet.features['standard:events'].on('change', () =>
      environment.memory?.setItem(key, JSON.stringify({ authorized: wallet.authorized })),
    )
    registerSolanaTestWallet(wallet, { target: environment.target })
    wallets[spec.name] = wallet
  }
  Object.assign(environment.target, { [INSTALLED_SOLANA_WALLETS_GLOBAL]: wallets })
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
