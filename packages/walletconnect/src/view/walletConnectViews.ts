import type { PorticoFeature } from '@portico/core'
import type { WalletConnectState } from '../feature/WalletConnectTypes.js'
import type { en } from '../messages/en.js'

// WalletConnect's message keys in core's open contract (its views, ConnectingWalletConnect and
// ConnectingWalletConnectBasic, are core's names: the Connect list opens them).
declare module '@portico/core' {
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

/**
 * What the feature gives the modal: its views (one chunk, loaded when one first shows), their titles (the chosen
 * wallet's name, else 'WalletConnect') and its texts.
 */
export const walletConnectViews = {
  messages: () => import('../messages/messages.js'),
  views: {
    ConnectingWalletConnect: () =>
      import('./ConnectingWalletConnectView.js').then((m) => ({ default: m.ConnectingWalletConnectView })),
    ConnectingWalletConnectBasic: () =>
      import('./ConnectingWalletConnectView.js').then((m) => ({
        default: m.ConnectingWalletConnectBasicView,
      })),
  },
  titles: {
    ConnectingWalletConnect: (state, t) =>
      (state.plugins.walletconnect as WalletConnectState | undefined)?.wallet?.name ??
      t('walletConnect.title'),
    ConnectingWalletConnectBasic: 'walletConnect.title',
  },
} satisfies Pick<PorticoFeature, 'messages' | 'views' | 'titles'>
