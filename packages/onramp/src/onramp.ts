import type { FeatureContext, PorticoFeature } from '@portico/core'
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
  interface Features {
    /** The on-ramp (`@portico/onramp`): off until the project's remote feature `onramp` lists a provider, or the app sets it. */
    onramp?: boolean
  }
  interface RemoteFeatures {
    /** The project's on-ramp providers (`false`: none, the on-ramp off). */
    onramp?: string[] | false
  }
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

type ViewModule = typeof import('./views/onrampViews.js')
/** One view of the chunk that holds the five, loaded the first time one shows. */
const view = (name: keyof ViewModule) => () =>
  import('./views/onrampViews.js').then((module) => ({ default: module[name] }))
const onrampViews: PorticoFeature['views'] = {
  OnRampProviders: view('OnRampProvidersView'),
  OnRampFiatSelect: view('OnRampFiatSelectView'),
  OnRampTokensSelect: view('OnRampTokensSelectView'),
  BuyInProgress: view('BuyInProgressView'),
  WhatIsABuy: view('WhatIsABuyView'),
}

const controller = () => import('./controller/onrampController.js')

/**
 * The API as the app gets it at once: each call loads the controller's chunk (with the API itself) the first time, so
 * the entry carries only this. Once loaded, calls are direct: `buy` from a click opens its window within that click.
 */
function lazyOnrampApi(
  context: FeatureContext<OnrampState>,
  parameters: OnrampParameters,
  pollMs: number,
): OnrampApi {
  let api: OnrampApi | undefined
  const call =
    <Name extends Exclude<keyof OnrampApi, 'pollMs'>>(name: Name) =>
    (...input: Parameters<OnrampApi[Name]>) => {
      const run = (loaded: OnrampApi) => (loaded[name] as (...args: typeof input) => unknown)(...input)
      if (api) return run(api)
      return controller().then(
        (module) => {
          api ??= module.createOnrampApi(context, parameters, pollMs)
          return run(api)
        },
        // The chunk did not load (offline, or a new deploy removed it): the state says so in words, as for every
        // failure of the API, never the browser's import error; the next call tries the chunk again.
        () => {
          context.featureState.error = 'load_failed'
        },
      )
    }
  return {
    pollMs,
    open: call('open'),
    loadOptions: call('loadOptions'),
    update: call('update'),
    refreshQuotes: call('refreshQuotes'),
    buy: call('buy'),
    tryAgain: call('tryAgain'),
    reset: () => api?.reset(),
  } as OnrampApi
}

/**
 * Whether the purchase is pending (paid, the provider delivering): the modal closing does not forget it. A checkout
 * not yet paid is abandoned with the modal: its status is no longer read.
 */
const inFlight = (state: OnrampState) => state.status === 'pending'

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
      // The cloud's default when the project's configuration cannot be read: Meld and Coinbase.
      remoteSwitch: { key: 'onramp', fallback: ['meld', 'coinbase'] },
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
        const api = lazyOnrampApi(context, parameters, pollMs)
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
