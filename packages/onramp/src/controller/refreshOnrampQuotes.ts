import { fetchOnrampQuotes } from '../cloud/fetchOnrampQuotes.js'
import { toOnrampError } from '../cloud/toOnrampError.js'
import type { OnrampContext } from './OnrampContext.js'
import { onrampAccountOf } from './onrampAccountOf.js'
import { isValidFiatAmount, onrampInputOf, sameOnrampInput } from './onrampInputOf.js'

/**
 * Reads every enabled provider's quote for the purchase as typed (best first) and those that refused, into the
 * state; an answer for input the visitor has since changed is dropped. An amount that is not one says
 * `invalid_amount`; none selling it says `onramp_no_quote` with each refusal.
 */
export async function refreshOnrampQuotes(context: OnrampContext): Promise<void> {
  const { featureState } = context
  const input = onrampInputOf(featureState)
  featureState.quotes = undefined
  featureState.refused = undefined
  if (!input) {
    featureState.quoteStatus = 'idle'
    const typed = featureState.fiatAmount.trim()
    featureState.error = typed !== '' && !isValidFiatAmount(typed) ? 'invalid_amount' : undefined
    return
  }
  featureState.quoteStatus = 'loading'
  featureState.error = undefined
  try {
    const { cloud } = onrampAccountOf(context)
    const { quotes, refused } = await fetchOnrampQuotes(cloud, input)
    if (!sameOnrampInput(input, onrampInputOf(featureState))) return
    featureState.quotes = quotes
    featureState.refused = refused
    featureState.quoteStatus = quotes.length > 0 ? 'ready' : 'error'
    featureState.error = quotes.length > 0 ? undefined : 'onramp_no_quote'
  } catch (error) {
    if (!sameOnrampInput(input, onrampInputOf(featureState))) return
    featureState.quoteStatus = 'error'
    featureState.error = toOnrampError(error).onrampCode
  }
}
