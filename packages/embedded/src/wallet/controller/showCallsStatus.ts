import type { CallsStatus } from '../createFrameSession.js'
import type { EmbeddedContext } from './EmbeddedContext.js'

/** EIP-5792's status codes as the toast tells them: its text and variant. */
function describeStatus({ status }: CallsStatus) {
  if (status < 200) return { key: 'embeddedWallet.callsPending', variant: 'info' } as const
  if (status < 300) return { key: 'embeddedWallet.callsConfirmed', variant: 'success' } as const
  if (status >= 600) return { key: 'embeddedWallet.callsPartlyFailed', variant: 'warning' } as const
  return { key: 'embeddedWallet.callsReverted', variant: 'error' } as const
}

/**
 * `wallet_showCallsStatus` (EIP-5792): the embedded wallet has no screen of its own for a batch, so the widget tells
 * the visitor its status in a toast (pending, through, failed, partly failed).
 */
export function showCallsStatus({ feature }: Pick<EmbeddedContext, 'feature'>, status: CallsStatus): void {
  const { key, variant } = describeStatus(status)
  feature.portico.showToast({ message: feature.portico.getTranslator()(key), variant })
}
