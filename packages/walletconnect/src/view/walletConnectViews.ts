import type { PorticoFeature, WalletListing } from '@portico/core'
import type { WalletConnectApi, WalletConnectState } from '../feature/WalletConnectTypes.js'
import type { en } from '../messages/en.js'

// WalletConnect's views and message keys in core's open contracts.
declare module '@portico/core' {
  interface PorticoViews {
    /** The pairing QR code; with a registry wallet's listing, that wallet's image, name and deep links. */
    ConnectingWalletConnect: { wallet?: WalletListing }
    /** The QR code alone: the first view without adapters or under manual control (on a desktop). */
    ConnectingWalletConnectBasic: undefined
  }
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

// One import() for both views (one chunk): the entry carries its preload list once.
const loadViews = () => import('./ConnectingWalletConnectView.js')

/**
 * What the feature gives the modal: its views (one chunk, loaded when one first shows), their titles (the chosen
 * wallet's name, else 'WalletConnect'), its texts, its row first in the Connect list, and the view `open()` shows first
 * without adapters or under manual control.
 */
export const walletConnectViews = {
  messages: () => import('../messages/messages.js'),
  views: {
    ConnectingWalletConnect: () => loadViews().then((m) => ({ default: m.ConnectingWalletConnectGatedView })),
    ConnectingWalletConnectBasic: () =>
      loadViews().then((m) => ({ default: m.ConnectingWalletConnectBasicView })),
  },
  titles: {
    ConnectingWalletConnect: (state, t) =>
      (state.plugins.walletconnect as WalletConnectState | undefined)?.wallet?.name ??
      t('walletConnect.title'),
    ConnectingWalletConnectBasic: 'walletConnect.title',
  },
  // First in the Connect list; also how a registry wallet not installed here connects (its QR, its deep links).
  connectRow: {
    label: 'walletConnect.title',
    tag: 'walletConnect.qrTag',
    view: 'ConnectingWalletConnect',
    pairsListings: true,
    // The client's chunk, no socket.
    warm: (api) => api.warm(),
    // The connected wallet is being asked for this namespace over its pairing.
    connecting: (state, namespace) => state.adding?.namespace === namespace,
  },
  basicConnectView: 'ConnectingWalletConnectBasic',
} satisfies Pick<
  PorticoFeature<Pick<WalletConnectApi, 'warm'>, WalletConnectState>,
  'messages' | 'views' | 'titles' | 'connectRow' | 'basicConnectView'
>
