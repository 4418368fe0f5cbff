import { clearPairing } from './clearPairing.js'
import type { WalletConnectContext } from './WalletConnectContext.js'

/** The view closed: a pairing under way stops (its answers count for nothing), a declined `adding` is forgotten. */
export function cancelPairing(
  context: Pick<WalletConnectContext, 'state' | 'attempt' | 'expiryTimer'>,
): void {
  const { state } = context
  if (state.adding?.status === 'error') delete state.adding
  if (state.status !== 'pairing' && state.status !== 'error') return
  context.attempt += 1
  clearPairing(context)
  delete state.error
  state.status = 'idle'
}
