import { PAIRING_EXPIRY_MARGIN_MS } from '@portico/core'
import { proposalNamespaces } from '../proposalNamespaces.js'
import { clearPairing } from './clearPairing.js'
import { connectApprovedSession } from './connectApprovedSession.js'
import { namespacesTakingPart } from './namespacesTakingPart.js'
import { showRelayRefusal } from './showRelayRefusal.js'
import { signClientOf } from './signClientOf.js'
import type { WalletConnectContext } from './WalletConnectContext.js'
import { walletConnectError } from './walletConnectError.js'

/** Shows the pairing as failed with `error`, the URI gone (and the relay's refusal as its alert). */
function pairingFailed(context: WalletConnectContext, error: unknown): void {
  clearPairing(context)
  context.state.status = 'error'
  context.state.error = walletConnectError(error)
  showRelayRefusal(context, error)
}

/**
 * One pairing URI of the visitor's attempt `mine`; 10 s before its end a fresh one replaces it. A wallet that
 * approves an earlier URI of the same attempt still connects; a rejection counts only for the current URI.
 */
export async function showPairing(context: WalletConnectContext, mine: number): Promise<void> {
  const { state, lifetime } = context
  const current = ++context.pairing
  const isCurrent = () => mine === context.attempt && current === context.pairing
  try {
    const { uri, approval } = await signClientOf(context).connect({
      optionalNamespaces: proposalNamespaces(context.feature.options.networks, namespacesTakingPart(context)),
      pairingTtlSeconds: Math.ceil(lifetime / 1_000),
    })
    if (!isCurrent()) return
    state.uri = uri
    state.expiresAt = Date.now() + lifetime - PAIRING_EXPIRY_MARGIN_MS
    if (context.expiryTimer !== undefined) clearTimeout(context.expiryTimer)
    context.expiryTimer = setTimeout(
      () => {
        if (isCurrent() && state.status === 'pairing') void showPairing(context, mine)
      },
      Math.max(0, lifetime - PAIRING_EXPIRY_MARGIN_MS),
    )
    void approval.then(
      (session) =>
        mine === context.attempt && state.status === 'pairing'
          ? connectApprovedSession(context, session, mine)
          : undefined,
      (error: unknown) => {
        if (isCurrent() && state.status === 'pairing') pairingFailed(context, error)
      },
    )
  } catch (error) {
    if (isCurrent()) pairingFailed(context, error)
  }
}
