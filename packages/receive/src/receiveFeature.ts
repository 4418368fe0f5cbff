import type { PorticoFeature } from '@portico/core'
import type { en } from './messages/en.js'

// Receive's view, and its message keys, in core's open contracts.
declare module '@portico/core' {
  interface PorticoViews {
    Receive: undefined
  }
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

/**
 * Receive as a feature package: pass it to createPortico (`plugins: [receiveFeature]`) and the
 * Account view gets a Receive button (docs/behaviour.md#limits order; off with `features: { receive: false }`) that
 * opens the Receive view, loaded with its QR encoder only when it first shows.
 */
export const receiveFeature: PorticoFeature = {
  id: 'receive',
  switch: 'receive',
  messages: () => import('./messages/messages.js'),
  views: { Receive: () => import('./ReceiveView.js').then((m) => ({ default: m.ReceiveView })) },
  titles: { Receive: 'receive.title' },
  accountEntry: { order: 'receive', label: 'receive.title', view: 'Receive', icon: 'receive' },
}
