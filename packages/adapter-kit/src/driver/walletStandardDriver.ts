import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { disconnectWallet } from '../discovery/disconnectWallet.js'
import { followWallets } from '../discovery/followWallets.js'
import type { WalletDiscovery } from '../discovery/walletDiscovery.js'
import { watchWalletChanges } from '../events/watchWalletChanges.js'
import type { ChainDriver } from './ChainDriver.js'
import type { ChainDriverKit } from './ChainDriverKit.js'
import type { DriverSession } from './DriverSession.js'

/** What {@link walletStandardDriver} takes besides the discovery and the kit. */
export interface WalletStandardDriverParameters<S extends DriverSession<Wallet>> {
  /** The wallet's accounts of the driver's chain, from all it offers. */
  pick(accounts: readonly WalletAccount[]): WalletAccount[]
  /** The session of a wallet with these accounts; undefined when they cannot make a connection. */
  toSession(wallet: Wallet, accounts: WalletAccount[]): S | undefined
}

/**
 * The part of a driver every Wallet Standard chain shares: discovery (`setup` follows the page's
 * registrations, a leaving wallet's sessions end), the wallet's `standard:events` as account changes, and
 * `standard:disconnect` after a session ends. The chain's driver adds connecting, balances, signing, sending.
 */
export function walletStandardDriver<S extends DriverSession<Wallet>>(
  discovery: WalletDiscovery,
  kit: ChainDriverKit<S>,
  { pick, toSession }: WalletStandardDriverParameters<S>,
): Required<Pick<ChainDriver<S>, 'setup' | 'getConnectors' | 'follow' | 'disconnect'>> {
  return {
    setup: () => followWallets(discovery, kit),
    getConnectors: () => discovery.getConnectors(),
    follow: (connectorId, { wallet }) =>
      watchWalletChanges(wallet, pick, (changed) => {
        void kit.update(connectorId, () => toSession(wallet, changed))
      }),
    async disconnect({ connectorId, session }) {
      await disconnectWallet(session?.wallet ?? discovery.findWallet(connectorId))
    },
  }
}
