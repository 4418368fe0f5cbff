import { fetchSwapGasPrice } from '../cloud/fetchSwapGasPrice.js'
import { fetchSwapQuote } from '../cloud/fetchSwapQuote.js'
import { toSwapError } from '../cloud/toSwapError.js'
import { estimateSwapGas } from './estimateSwapGas.js'
import type { SwapsContext } from './SwapsContext.js'
import { swapAccountOf } from './swapAccountOf.js'
import { quoteMatches, swapInputOf } from './swapInputOf.js'

/**
 * Reads the quote for the swap as typed into the state, with its network fee (the chain's gas estimate for the
 * account × the gas price); an answer for input the visitor has since changed is dropped. Without a valid input the quote is cleared.
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
    const { cloud, network, address } = swapAccountOf(context)
    const [quote, gasPrice, gas] = await Promise.all([
      fetchSwapQuote(cloud, input),
      fetchSwapGasPrice(cloud, network.caipNetworkId),
      estimateSwapGas(cloud, { ...input, userAddress: address, slippage: featureState.slippage }),
    ])
    if (!quoteMatches(quote, swapInputOf(featureState))) return
    featureState.quote = quote
    featureState.networkFee = gasPrice * gas
    featureState.quoteStatus = 'ready'
    if (featureState.status === 'idle') featureState.error = undefined
  } catch (error) {
    if (!quoteMatches({ ...input, fromAmount: input.amount }, swapInputOf(featureState))) return
    featureState.quoteStatus = 'error'
    featureState.error = toSwapError(error).swapCode
  }
}
