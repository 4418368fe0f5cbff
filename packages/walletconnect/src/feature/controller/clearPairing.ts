import type { WalletConnectContext } from './WalletConnectContext.js'

/** Drops the pairing URI shown and its refresh. */
export function clearPairing(context: Pick<WalletConnectContext, 'state' | 'expiryTimer'>): void {
  if (context.expiryTimer !== undefined) clearTimeout(context.expiryTimer)
  context.expiryTimer = undefined
  delete context.state.uri
  delete context.state.expiresAt
}
