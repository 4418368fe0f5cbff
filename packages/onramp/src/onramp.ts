import type { PorticoFeature } from '@portico/core'
import type { CheckoutTab } from './controller/CheckoutTab.js'
import type { OnrampContext } from './controller/OnrampContext.js'
import { emptyOnramp } from './emptyOnramp.js'
import type { en } from './messages/en.js'
import type { OnrampApi } from './OnrampApi.js'
import type { OnrampArguments } from './OnrampArguments.js'
import type { OnrampParameters } from './OnrampParameters.js'
import type { OnrampState } from './OnrampState.js'
import { onrampFeatureId } from './onrampFeatureId.js'

type BuyEvent<Type extends string> = {
  type: Type
  purchaseId: string
  provider: string
  /** The network's CAIP-2 id. */
  network: string
  asset: string
  fiatAmount: string
  fiatCurrency: string
}

// The on-ramp's views, events and message keys, in core's open contracts.
declare module '@portico/core' {
  interface PorticoViews {
    OnRampProviders: OnrampArguments | undefined
    OnRampFiatSelect: undefined
    OnRampTokensSelect: undefined
    BuyInProgress: undefined
    WhatIsABuy: undefined
  }
  interface PorticoFeatureEvents {
    SELECT_BUY_CRYPTO: { type: 'SELECT_BUY_CRYPTO'; network: string }
    SELECT_BUY_PROVIDER: {
      type: 'SELECT_BUY_PROVIDER'
      provider: string
      network: string
      asset: string
      fiatAmount: string
      fiatCurrency: string
    }
    SELECT_WHAT_IS_A_BUY: { type: 'SELECT_WHAT_IS_A_BUY' }
    /** `cryptoAmount` in the asset's smallest unit; `txHash` the delivery's. */
    BUY_SUCCESS: BuyEvent<'BUY_SUCCESS'> & { cryptoAmount: string; txHash: string }
    /** `reason`: the provider's (card_declined, ...). */
    BUY_ERROR: BuyEvent<'BUY_ERROR'> & { reason: string }
  }
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

const views = () => import('./views/onrampViews.js')
/** The views, one chunk for the five, loaded the first time one shows. */
const onrampViews: PorticoFeature['views'] = {
  OnRampProviders: () => views().then((m) => ({ default: m.OnRampProvidersView })),
  OnRampFiatSelect: () => views().then((m) => ({ default: m.OnRampFiatSelectView })),
  OnRampTokensSelect: () => views().then((m) => ({ default: m.OnRampTokensSelectView })),
  BuyInProgress: () => views().then((m) => ({ default: m.BuyInProgressView })),
  WhatIsABuy: () => views().then((m) => ({ default: m.WhatIsABuyView })),
}

const controller = () => import('./controller/onrampController.js')

/** A blank pop-up (a tab on a phone) opened within the visitor's click, before any await, so no blocker stops it. */
function openCheckoutTab(mobile: boolean): CheckoutTab | null {
  if (typeof globalThis.open !== 'function') return null
  const tab = mobile
    ? globalThis.open('', '_blank')
    : globalThis.open('', '_blank', 'popup=yes,width=480,height=720')
  if (tab) tab.opener = null
  return tab
}

/** Where the provider sends the buyer back: the page itself unless the app names one. */
const pageUrl = (given: string | undefined) => () =>
  given ?? (typeof location === 'undefined' ? '' : `${location.origin}${location.pathname}`)

/** The API as the app gets it at once: each call loads the controller's chunk the first time. */
function lazyOnrampApi(context: OnrampContext, redirectUrl: () => string): OnrampApi {
  type Loaded = Awaited<ReturnType<typeof controller>>['createOnrampApi']
  let api: ReturnType<Loaded> | undefined
  const loaded = async () => {
    api ??= (await controller()).createOnrampApi(context, redirectUrl)
    return api
  }
  const later = (use: (api: ReturnType<Loaded>) => void) => (api ? use(api) : void loaded().then(use))
  return {
    pollMs: context.pollMs,
    open: async (prefill) => (await loaded()).open(prefill),
    loadOptions: async () => (await loaded()).loadOptions(),
    update: (patch) => later((loadedApi) => loadedApi.update(patch)),
    refreshQuotes: async () => (await loaded()).refreshQuotes(),
    buy(provider) {
      const tab = openCheckoutTab(context.portico.isMobile())
      return loaded().then((loadedApi) => loadedApi.buy(provider, tab))
    },
    tryAgain: () => later((loadedApi) => loadedApi.tryAgain()),
    reset: () => api?.reset(),
  }
}

/** Whether the provider's page is open or the purchase pending: the modal closing does not forget it. */
const inFlight = (state: OnrampState) => state.status === 'checkout' || state.status === 'pending'

/**
 * The on-ramp as a feature package: pass it to createPortico (`plugins: [onramp()]`) and, on EVM and Solana, the
 * Account view gets a Buy button (first: before swaps, receive and send; on with the project's remote feature
 * `onramp` or `features: { onramp: true }`) that opens OnRampProviders and its views, loaded when they first show.
 * Options, quotes and the signed checkout come from Portico Cloud (`cloudUrl`). `onramp` itself is the handle of its
 * API: `portico.getFeature(onramp)`.
 * @example createPortico({ ...options, cloudUrl, plugins: [onramp()] })
 */
export const onramp: ((parameters?: OnrampParameters) => PorticoFeature<OnrampApi, OnrampState>) &
  PorticoFeature<OnrampApi, OnrampState> = Object.assign(
  (parameters: OnrampParameters = {}): PorticoFeature<OnrampApi, OnrampState> => {
    const defaultFiatCurrency = parameters.defaultFiatCurrency ?? 'USD'
    const pollMs = Math.max(250, parameters.pollMs ?? 3_000)
    return {
      id: onrampFeatureId.id,
      switch: 'onramp',
      namespaces: ['eip155', 'solana'],
      messages: () => import('./messages/messages.js'),
      views: onrampViews,
      titles: {
        OnRampProviders: 'onramp.title',
        OnRampFiatSelect: 'onramp.selectCurrency',
        OnRampTokensSelect: 'onramp.selectAsset',
        BuyInProgress: 'onramp.inProgressTitle',
        WhatIsABuy: 'onramp.whatIsABuy',
      },
      accountEntry: { order: 'onramp', label: 'onramp.title', view: 'OnRampProviders', icon: 'card' },
      initialState: () => emptyOnramp(defaultFiatCurrency),
      create(context) {
        // The context's state and portico are getters (the instance sets them up after its features): read them live.
        const onrampContext: OnrampContext = {
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
          pollMs,
          defaultFiatCurrency,
          generation: { value: 0 },
        }
        const api = lazyOnrampApi(onrampContext, pageUrl(parameters.redirectUrl))
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
  onrampFeatureId,
)
