import { clampSlippage } from '../amounts/clampSlippage.js'
import { emptySwap } from '../emptySwap.js'
import type { SwapsApi } from '../SwapsApi.js'
import type { SwapsState } from '../SwapsState.js'
import { executeSwap } from './executeSwap.js'
import { flipSwap } from './flipSwap.js'
import { loadSwapTokens } from './loadSwapTokens.js'
import { refreshSwapQuote } from './refreshSwapQuote.js'
import type { SwapsContext } from './SwapsContext.js'

/** The swap's API over its feature context; in the controller's chunk, so the package's entry stays small. */
export function createSwapsApi(context: SwapsContext, slippage: number): SwapsApi {
  const swap = context.featureState
  const reset = () => {
    for (const key of Object.keys(swap)) delete swap[key as keyof SwapsState]
    Object.assign(swap, emptySwap(slippage))
  }
  return {
    quoteRefreshMs: context.quoteRefreshMs,
    async open(prefill) {
      const network = context.state.chains.eip155?.networkState.caipNetwork?.caipNetworkId ?? ''
      // Once per opening: coming back from the token list or the preview is not a new one.
      if (!swap.tokens || prefill) context.emit({ type: 'OPEN_SWAP', network })
      if (swap.status === 'success' || swap.status === 'error') reset()
      await loadSwapTokens(context, prefill)
    },
    loadTokens: () => loadSwapTokens(context),
    update(patch) {
      const { fromToken, toToken } = swap
      Object.assign(swap, patch)
      if (patch.slippage !== undefined) swap.slippage = clampSlippage(patch.slippage)
      // Picking the other side's token swaps the sides.
      if (patch.fromToken && patch.fromToken.address === toToken?.address) swap.toToken = fromToken
      if (patch.toToken && patch.toToken.address === fromToken?.address) swap.fromToken = toToken
      if (swap.status === 'idle') swap.error = undefined
    },
    flip: () => flipSwap(swap),
    refreshQuote: () => refreshSwapQuote(context),
    execute: () => executeSwap(context),
    tryAgain() {
      Object.assign(swap, { status: 'idle', error: undefined, hash: undefined, approvalHash: undefined })
    },
    reset,
  }
}
