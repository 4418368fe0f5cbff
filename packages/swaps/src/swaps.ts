import type { PorticoFeature } from '@portico/core'
import { SWAP_SLIPPAGE_BOUNDS } from './amounts/SWAP_SLIPPAGE_BOUNDS.js'
import type { SwapsContext } from './controller/SwapsContext.js'
import type { en } from './messages/en.js'
import type { SwapArguments } from './SwapArguments.js'
import type { SwapsApi } from './SwapsApi.js'
import type { SwapsParameters } from './SwapsParameters.js'
import type { SwapsState } from './SwapsState.js'
import { swapsFeatureId } from './swapsFeatureId.js'

type SwapEvent<Type extends string> = {
  type: Type
  /** The network's CAIP-2 id. */
  network: string
  fromToken: string
  toToken: string
  /** Whole tokens, as typed and as quoted. */
  fromAmount: string
  toAmount: string
}

// Swaps' views, events and message keys, in core's open contracts.
declare module '@portico/core' {
  interface PorticoViews {
    Swap: SwapArguments
    SwapSelectToken: { side?: 'from' | 'to' }
    SwapPreview: undefined
  }
  interface PorticoFeatureEvents {
    OPEN_SWAP: { type: 'OPEN_SWAP'; network: string }
    INITIATE_SWAP: SwapEvent<'INITIATE_SWAP'>
    SWAP_SUCCESS: SwapEvent<'SWAP_SUCCESS'> & { hash: string }
    SWAP_ERROR: SwapEvent<'SWAP_ERROR'> & { message: string }
    SWAP_APPROVAL_ERROR: SwapEvent<'SWAP_APPROVAL_ERROR'> & { message: string }
  }
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

const DEFAULT_QUOTE_REFRESH_MS = 15_000

const emptySwap = (slippage: number): SwapsState => ({
  fromAmount: '',
  slippage,
  quoteStatus: 'idle',
  status: 'idle',
})

const clampSlippage = (value: number) =>
  Math.min(SWAP_SLIPPAGE_BOUNDS.max, Math.max(SWAP_SLIPPAGE_BOUNDS.min, Number.isFinite(value) ? value : 1))

/** The views, one chunk for the three, loaded the first time one shows. */
const swapViews: PorticoFeature['views'] = {
  Swap: () => import('./views/swapViews.js').then((m) => ({ default: m.SwapView })),
  SwapSelectToken: () => import('./views/swapViews.js').then((m) => ({ default: m.SwapSelectTokenView })),
  SwapPreview: () => import('./views/swapViews.js').then((m) => ({ default: m.SwapPreviewView })),
}

/** Whether the wallet is asked or the network awaited: the modal closing does not forget that swap. */
const inFlight = (swap: SwapsState) => swap.status === 'approving' || swap.status === 'swapping'

const controller = () => import('./controller/swapsController.js')

function createSwapsApi(context: SwapsContext, slippage: number): SwapsApi {
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
      await (await controller()).loadSwapTokens(context, prefill)
    },
    loadTokens: async () => (await controller()).loadSwapTokens(context),
    update(patch) {
      const { fromToken, toToken } = swap
      Object.assign(swap, patch)
      if (patch.slippage !== undefined) swap.slippage = clampSlippage(patch.slippage)
      // Picking the other side's token swaps the sides.
      if (patch.fromToken && patch.fromToken.address === toToken?.address) swap.toToken = fromToken
      if (patch.toToken && patch.toToken.address === fromToken?.address) swap.fromToken = toToken
      if (swap.status === 'idle') swap.error = undefined
    },
    flip: () => void controller().then((module) => module.flipSwap(swap)),
    refreshQuote: async () => (await controller()).refreshSwapQuote(context),
    execute: async () => (await controller()).executeSwap(context),
    tryAgain() {
      Object.assign(swap, { status: 'idle', error: undefined, hash: undefined, approvalHash: undefined })
    },
    reset,
  }
}

/**
 * Swaps as a feature package: pass it to createPortico (`plugins: [swaps()]`) and, on EVM, the Account view gets a
 * Swap button (after onramp, before receive and send; off with `features: { swaps: false }` or the project's remote
 * features) that opens Swap, SwapSelectToken and SwapPreview, loaded only when they first show. Quotes and the
 * transactions come from Portico Cloud (`cloudUrl`). `swaps` itself is the handle of its API:
 * `portico.getFeature(swaps)`.
 * @example createPortico({ ...options, cloudUrl, plugins: [swaps()] })
 */
export const swaps: ((parameters?: SwapsParameters) => PorticoFeature<SwapsApi, SwapsState>) &
  PorticoFeature<SwapsApi, SwapsState> = Object.assign(
  (parameters: SwapsParameters = {}): PorticoFeature<SwapsApi, SwapsState> => {
    const slippage = clampSlippage(parameters.slippage ?? 1)
    const quoteRefreshMs = Math.max(1_000, parameters.quoteRefreshMs ?? DEFAULT_QUOTE_REFRESH_MS)
    return {
      id: swapsFeatureId.id,
      switch: 'swaps',
      namespaces: ['eip155'],
      messages: () => import('./messages/messages.js'),
      views: swapViews,
      titles: { Swap: 'swap.title', SwapSelectToken: 'swap.selectToken', SwapPreview: 'swap.previewTitle' },
      accountEntry: { order: 'swaps', label: 'swap.title', view: 'Swap', icon: 'swap' },
      initialState: () => emptySwap(slippage),
      create(context) {
        // The context's state and portico are getters (the instance sets them up after its features): read them live.
        const swapsContext: SwapsContext = {
          get state() {
            return context.state
          },
          get portico() {
            return context.portico
          },
          options: context.options,
          featureState: context.featureState,
          signal: context.signal,
          emit: (event) => context.emit(event),
          quoteRefreshMs,
        }
        const api = createSwapsApi(swapsContext, slippage)
        return {
          api,
          onModalClosed: () => {
            if (!inFlight(context.featureState)) api.reset()
          },
          onDisconnected: api.reset,
        }
      },
    }
  },
  swapsFeatureId,
)
