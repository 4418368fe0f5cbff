import type { PorticoFeature } from '@portico/core'
import type { WalletConnectState } from '../feature/WalletConnectTypes.js'
import type { en } from '../messages/en.js'

// WalletConnect's message keys in core's open contract (its views, ConnectingWalletConnect and
// ConnectingWalletConnectBasic, are core's names: the Connect list opens them).
declare module '@portico/core' {
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

// One import() for both views (one chunk): the entry carries its preload list once.
const loadViews = () => import('./ConnectingWalletConnectView.js')

/**
 * What the feature gives the modal: its views (one chunk, loaded when one first shows), their titles (the chosen
 * wallet's name, else 'WalletConnect') and its texts.
 */
export const walletConnectViews = {
  messages: () => import('../messages/messages.js'),
  views: {
    ConnectingWalletConnect: () => loadViews().then((m) => ({ default: m.ConnectingWalletConnectView })),
    ConnectingWalletConnectBasic: () =>
      loadViews().then((m) => ({ default: m.ConnectingWalletConnectBasicView })),
  },
  titles: {
    ConnectingWalletConnect: (state, t) =>
      (state.plugins.walletconnect as WalletConnectState | undefined)?.wallet?.name ??
      t('walletConnect.title'),
    ConnectingWalletConnectBasic: 'walletConnect.title',
  },
} satisfies Pick<PorticoFeature, 'messages' | 'views' | 'titles'>
