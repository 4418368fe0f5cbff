import type { WalletListing } from '@portico/core'
import { clearPairing } from './clearPairing.js'
import { rememberDeepLink } from './deepLinkChoice.js'
import { showPairing } from './showPairing.js'
import type { WalletConnectContext } from './WalletConnectContext.js'

/** A new attempt of the visitor's (the chosen registry wallet kept for the view): a fresh pairing URI. */
export async function startPairing(
  context: WalletConnectContext,
  parameters: { wallet?: WalletListing } = {},
): Promise<void> {
  const { state } = context
  const mine = ++context.attempt
  clearPairing(context)
  delete state.error
  if (parameters.wallet) {
    state.wallet = parameters.wallet
    rememberDeepLink(context.feature, parameters.wallet)
  }
  state.status = 'pairing'
  await showPairing(context, mine)
}
