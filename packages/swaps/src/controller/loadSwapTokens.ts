import { isNativeToken } from '../amounts/NATIVE_TOKEN_ADDRESS.js'
import { fetchSwapTokens } from '../cloud/fetchSwapTokens.js'
import { toSwapError } from '../cloud/toSwapError.js'
import type { SwapArguments } from '../SwapArguments.js'
import { findSwapToken } from './findSwapToken.js'
import { orderSwapTokens } from './orderSwapTokens.js'
import type { SwapsContext } from './SwapsContext.js'
import { swapAccountOf } from './swapAccountOf.js'

/**
 * Reads the network's tokens with the account's balances into the state (held first) and keeps the chosen tokens
 * current; with `prefill`, the arguments `open` was given choose the tokens and the amount. Without a chosen token, the
 * sell side defaults to the native currency. A failure leaves `error` in the state.
 */
export async function loadSwapTokens(context: SwapsContext, prefill?: SwapArguments): Promise<void> {
  const { featureState } = context
  try {
    const { address, network, cloud } = swapAccountOf(context)
    const tokens = orderSwapTokens(await fetchSwapTokens(cloud, network.caipNetworkId, address))
    featureState.tokens = tokens
    const current = (token: { address: string } | undefined) => findSwapToken(tokens, token?.address)
    featureState.fromToken =
      findSwapToken(tokens, prefill?.fromToken) ??
      current(featureState.fromToken) ??
      tokens.find((token) => isNativeToken(token.address))
    featureState.toToken = findSwapToken(tokens, prefill?.toToken) ?? current(featureState.toToken)
    if (prefill?.amount !== undefined) featureState.fromAmount = prefill.amount
    if (featureState.error && featureState.status === 'idle') featureState.error = undefined
  } catch (error) {
    featureState.error = toSwapError(error).swapCode
  }
}
