import type { PorticoFeature } from '@portico/core'
import { clampSlippage } from './amounts/clampSlippage.js'
import type { SwapsContext } from './controller/SwapsContext.js'
import { emptySwap } from './emptySwap.js'
import type { en } from './messages/en.js'
import type { SwapArguments } from './SwapArguments.js'
import type { SwapsApi } from './SwapsApi.js'
import type { SwapsParameters } from './SwapsParameters.js'
import type { SwapsState } from './SwapsState.js'
import { swapInFlight } from './swapInFlight.js'
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
  interface Features {
    /** Swaps (`@portico/swaps`): off until the project's remote feature `swaps` lists a provider, or the app sets it. */
    swaps?: boolean
  }
  interface RemoteFeatures {
    /** The project's swap providers (`false`: none, swaps off). */
    swaps?: string[] | false
  }
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

/** The views, one chunk for the three, loaded the first time one shows. */
const swapViews: PorticoFeature['views'] = {
  Swap: () => import('./views/swapViews.js').then((m) => ({ default: m.SwapView })),
  SwapSelectToken: () => import('./views/swapViews.js').then((m) => ({ default: m.SwapSelectTokenView })),
  SwapPreview: () => import('./views/swapViews.js').then((m) => ({ default: m.SwapPreviewView })),
}

const controller = () => import('./controller/swapsController.js')

/**
 * The API as the app gets it at once: each call loads the controller's chunk (with the API itself) the first time,
 * so the entry carries only this. Until then there is nothing to reset, and a change waits for the chunk.
 */
function lazySwapsApi(context: SwapsContext, slippage: number): SwapsApi {
  let api: SwapsApi | undefined
  const loaded = async () => {
    api ??= (await controller()).createSwapsApi(context, slippage)
    return api
  }
  const later = (use: (api: SwapsApi) => void) => (api ? use(api) : void loaded().then(use))
  return {
    quoteRefreshMs: context.quoteRefreshMs,
    open: async (prefill) => (await loaded()).open(prefill),
    loadTokens: async () => (await loaded()).loadTokens(),
    update: (patch) => later((loadedApi) => loadedApi.update(patch)),
    flip: () => later((loadedApi) => loadedApi.flip()),
    refreshQuote: async () => (await loaded()).refreshQuote(),
    execute: async () => (await loaded()).execute(),
    tryAgain: () => later((loadedApi) => loadedApi.tryAgain()),
    reset: () => api?.reset(),
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
      // The cloud's default when the project's configuration cannot be read: 1inch.
      remoteSwitch: { key: 'swaps', fallback: ['1inch'] },
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
        const api = lazySwapsApi(swapsContext, slippage)
        return {
          api,
          // A swap under way is not forgotten when the modal closes.
          onModalClosed: () => {
            if (!swapInFlight(context.featureState.status)) api.reset()
          },
          onDisconnected: api.reset,
        }
      },
    }
  },
  swapsFeatureId,
)
