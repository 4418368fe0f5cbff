import { isNativeToken } from '../amounts/NATIVE_TOKEN_ADDRESS.js'
import { SWAP_GAS } from '../amounts/SWAP_GAS.js'
import { fetchSwapGasPrice } from '../cloud/fetchSwapGasPrice.js'
import { fetchSwapQuote } from '../cloud/fetchSwapQuote.js'
import { toSwapError } from '../cloud/toSwapError.js'
import type { SwapsContext } from './SwapsContext.js'
import { swapAccountOf } from './swapAccountOf.js'
import { quoteMatches, swapInputOf } from './swapInputOf.js'

/**
 * Reads the quote for the swap as typed into the state; an answer for input the visitor has since changed is
 * dropped. Without a valid input the quote is cleared.
 */
export async function refreshSwapQuote(context: SwapsContext): Promise<void> {
  const { featureState } = context
  const input = swapInputOf(featureState)
  if (!input) {
    featureState.quote = undefined
    featureState.quoteStatus = 'idle'
    return
  }
  if (!quoteMatches(featureState.quote, input)) featureState.quote = undefined
  featureState.quoteStatus = 'loading'
  try {
    const { cloud, network } = swapAccountOf(context)
    const [quote, gasPrice] = await Promise.all([
      fetchSwapQuote(cloud, input),
      fetchSwapGasPrice(cloud, network.caipNetworkId),
    ])
    if (!quoteMatches(quote, swapInputOf(featureState))) return
    featureState.quote = quote
    featureState.networkFee =
      gasPrice * (SWAP_GAS.swap + (isNativeToken(input.from) ? 0n : SWAP_GAS.approval))
    featureState.quoteStatus = 'ready'
    if (featureState.status === 'idle') featureState.error = undefined
  } catch (error) {
    if (!quoteMatches({ ...input, fromAmount: input.amount }, swapInputOf(featureState))) return
    featureState.quoteStatus = 'error'
    featureState.error = toSwapError(error).swapCode
  }
}
