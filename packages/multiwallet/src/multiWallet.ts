import type { PorticoFeature, PorticoMultiWallet } from '@portico/core'
import { lazyMultiWallet } from './lazyMultiWallet.js'
import type { en } from './messages/en.js'

// The multi-wallet view, and its message keys, in core's open contracts.
declare module '@portico/core' {
  interface PorticoViews {
    ProfileWallets: undefined
  }
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

/**
 * Several wallets at once as a feature package (docs/behaviour.md#views ProfileWallets, docs/behaviour.md#permissions): pass it to createPortico
 * (`plugins: [multiWallet]`) and the Account view gets a Wallets button that opens ProfileWallets
 * (loaded when it first shows): the namespace's connections with their wallet, address and balance,
 * switch the active one, disconnect one, add another. Its API (`portico.getFeature(multiWallet)`)
 * gets, switches, deletes and subscribes to connections. Both need the project's `multiWallet` remote
 * feature (Portico Cloud); without it the 'Multi-Wallet Not Enabled' alert shows and results are empty.
 * @example
 * const portico = createPortico({ projectId, networks, adapters, cloudUrl, plugins: [multiWallet] })
 * portico.getFeature(multiWallet)?.getConnections('eip155')
 */
export const multiWallet: PorticoFeature<PorticoMultiWallet> = {
  id: 'multiWallet',
  messages: () => import('./messages/messages.js'),
  views: {
    ProfileWallets: () => import('./loadProfileWalletsView.js').then((m) => m.loadProfileWalletsView()),
  },
  titles: { ProfileWallets: 'profileWallets.title' },
  accountEntry: { order: 'wallets', label: 'profileWallets.entry', view: 'ProfileWallets', icon: 'wallet' },
  create({ portico }) {
    return { api: lazyMultiWallet(portico) }
  },
}
