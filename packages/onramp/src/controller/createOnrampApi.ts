import type { FeatureContext } from '@portico/core'
import { emptyOnramp } from '../emptyOnramp.js'
import type { OnrampApi } from '../OnrampApi.js'
import type { OnrampParameters } from '../OnrampParameters.js'
import type { OnrampState } from '../OnrampState.js'
import { loadOnrampOptions } from './loadOnrampOptions.js'
import type { OnrampContext } from './OnrampContext.js'
import { openCheckoutTab } from './openCheckoutTab.js'
import { refreshOnrampQuotes } from './refreshOnrampQuotes.js'
import { startOnrampPurchase } from './startOnrampPurchase.js'

/** Where the provider sends the buyer back: the page itself unless the app names one. */
const pageUrl = () => (typeof location === 'undefined' ? '' : `${location.origin}${location.pathname}`)

/** The on-ramp's API over its feature context; in the controller's chunk, so the package's entry stays small. */
export function createOnrampApi(
  feature: FeatureContext<OnrampState>,
  parameters: OnrampParameters,
  pollMs: number,
): OnrampApi {
  // The feature context's state and portico are getters (read live): the controller's context inherits them.
  const context: OnrampContext = Object.assign(Object.create(feature) as FeatureContext<OnrampState>, {
    pollMs,
    defaultFiatCurrency: parameters.defaultFiatCurrency ?? 'USD',
    generation: { value: 0 },
  })
  const state = context.featureState
  const backToForm = () => {
    context.generation.value += 1
    Object.assign(state, {
      status: 'idle',
      error: undefined,
      provider: undefined,
      purchase: undefined,
      checkoutUrl: undefined,
      popupBlocked: undefined,
    })
  }
  // Leaving BuyInProgress before paying abandons the checkout: its status is no longer read. Watched as a change of
  // view (not on the view's unmount, which React's strict mode also runs), so a purchase an app follows without the
  // modal goes on.
  let shown: string | undefined = context.state.router.view
  context.portico.subscribe(() => {
    const view = context.state.modal.open ? context.state.router.view : undefined
    if (shown === 'BuyInProgress' && view !== 'BuyInProgress' && state.status === 'checkout') backToForm()
    shown = view
  })
  const reset = () => {
    context.generation.value += 1
    for (const key of Object.keys(state)) delete state[key as keyof OnrampState]
    Object.assign(state, emptyOnramp(context.defaultFiatCurrency))
  }
  return {
    pollMs,
    async open(prefill) {
      const network =
        context.state.chains[context.state.activeNamespace ?? 'eip155']?.networkState.caipNetwork
      // Once per opening: coming back from a picker is not a new one.
      if (!state.options || prefill)
        context.emit({ type: 'SELECT_BUY_CRYPTO', network: network?.caipNetworkId ?? '' })
      if (state.status === 'success' || state.status === 'failed') backToForm()
      await loadOnrampOptions(context, prefill)
    },
    loadOptions: () => loadOnrampOptions(context),
    update(patch) {
      Object.assign(state, patch)
      if (state.status === 'idle') state.error = undefined
    },
    refreshQuotes: () => refreshOnrampQuotes(context),
    buy: (provider) =>
      startOnrampPurchase(
        context,
        provider,
        // No window without that provider's quote (e.g. buy() called before any quote was read): the purchase
        // cannot start, and a window opened only to be closed again would flash on the page.
        state.quotes?.some((quote) => quote.provider === provider)
          ? openCheckoutTab(context.portico.isMobile())
          : null,
        parameters.redirectUrl ?? pageUrl(),
      ),
    tryAgain: backToForm,
    reset,
  }
}
