import { emptyOnramp } from '../emptyOnramp.js'
import type { OnrampApi } from '../OnrampApi.js'
import type { OnrampState } from '../OnrampState.js'
import type { CheckoutTab } from './CheckoutTab.js'
import { loadOnrampOptions } from './loadOnrampOptions.js'
import type { OnrampContext } from './OnrampContext.js'
import { refreshOnrampQuotes } from './refreshOnrampQuotes.js'
import { startOnrampPurchase } from './startOnrampPurchase.js'

/** The on-ramp's API over its feature context; in the controller's chunk, so the package's entry stays small. */
export function createOnrampApi(
  context: OnrampContext,
  redirectUrl: () => string,
): Omit<OnrampApi, 'buy'> & { buy(provider: string, tab: CheckoutTab | null): Promise<void> } {
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
  const reset = () => {
    context.generation.value += 1
    for (const key of Object.keys(state)) delete state[key as keyof OnrampState]
    Object.assign(state, emptyOnramp(context.defaultFiatCurrency))
  }
  return {
    pollMs: context.pollMs,
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
    buy: (provider, tab) => startOnrampPurchase(context, provider, tab, redirectUrl()),
    tryAgain: backToForm,
    reset,
  }
}
