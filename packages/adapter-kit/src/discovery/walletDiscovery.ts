import type { Connector } from '@portico/core'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/** What {@link walletDiscovery} tells the adapter while it listens. */
export interface WalletDiscoveryListener {
  /** The connectors after a wallet registered or unregistered. */
  onConnectors(connectors: Connector[]): void
  /** Wallets that left the page, before the connectors are announced again. */
  onUnregister(wallets: Wallet[]): void
}

/** The page's Wallet Standard wallets of one adapter's chain. */
export interface WalletDiscovery {
  /** The connectors, one per connector id (the first wallet of a name wins); none before `listen`. */
  getConnectors(): Connector[]
  /** The wallet behind a connector id, if it is on the page. */
  findWallet(connectorId: string): Wallet | undefined
  /** Reads the page's registry and follows late (un)registrations; returns the function that stops. */
  listen(listener: WalletDiscoveryListener): () => void
}

export interface WalletDiscoveryParameters {
  /** Whether a registered wallet is one of the adapter's chain. */
  isWallet(wallet: Wallet): boolean
  /** The Portico connector of such a wallet (its `id` names the wallet in connect and reconnect). */
  toConnector(wallet: Wallet): Connector
  /**
   * Wallets the app brings itself (e.g. wallet-adapter adapters as Wallet Standard wallets), listed after the
   * page's: a page wallet of the same name wins, as it is the wallet's own, newer integration.
   */
  appWallets?: readonly Wallet[] | undefined
}

/**
 * Wallet Standard discovery for an adapter: every wallet registered on the page (`@wallet-standard/app`'s
 * getWallets) that `isWallet` accepts is a connector, then the app's own wallets; a wallet registered later is
 * announced as a new connectors list, one that unregisters is reported first so its session can end.
 */
export function walletDiscovery({
  isWallet,
  toConnector,
  appWallets = [],
}: WalletDiscoveryParameters): WalletDiscovery {
  let registry: Wallets | undefined
  const wallets = () => (registry ? [...registry.get(), ...appWallets] : []).filter(isWallet)

  const getConnectors = (): Connector[] => {
    const connectors = new Map<string, Connector>()
    for (const wallet of wallets()) {
      const connector = toConnector(wallet)
      if (!connectors.has(connector.id)) connectors.set(connector.id, connector)
    }
    return [...connectors.values()]
  }

  return {
    getConnectors,
    findWallet: (connectorId) => wallets().find((wallet) => toConnector(wallet).id === connectorId),
    listen({ onConnectors, onUnregister }) {
      registry = getWallets()
      const announce = () => onConnectors(getConnectors())
      const stopRegister = registry.on('register', announce)
      const stopUnregister = registry.on('unregister', (...gone) => {
        onUnregister(gone)
        announce()
      })
      return () => {
        stopRegister()
        stopUnregister()
      }
    },
  }
}
