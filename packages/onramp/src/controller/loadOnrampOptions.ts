import { fetchOnrampOptions } from '../cloud/fetchOnrampOptions.js'
import { toOnrampError } from '../cloud/toOnrampError.js'
import type { OnrampArguments } from '../OnrampArguments.js'
import type { OnrampContext } from './OnrampContext.js'
import { onrampAccountOf } from './onrampAccountOf.js'

/**
 * Reads the project's options into the state and picks the asset of the connected network (the prefilled symbol,
 * the one chosen before, else the first) and a currency the providers take. A failure leaves `error` in the state.
 */
export async function loadOnrampOptions(context: OnrampContext, prefill?: OnrampArguments): Promise<void> {
  const { featureState } = context
  try {
    const { network, cloud } = onrampAccountOf(context)
    const options = await fetchOnrampOptions(cloud)
    featureState.options = options
    const assets = options.assets.filter((asset) => asset.network === network.caipNetworkId)
    const bySymbol = (symbol: string | undefined) => assets.find((asset) => asset.asset === symbol)
    featureState.asset = bySymbol(prefill?.asset) ?? bySymbol(featureState.asset?.asset) ?? assets[0]
    const currencies = new Set(
      options.providers.flatMap(({ fiatCurrencies }) => fiatCurrencies.map(({ code }) => code)),
    )
    const wanted = prefill?.fiatCurrency ?? featureState.fiatCurrency
    featureState.fiatCurrency =
      currencies.has(wanted) || currencies.size === 0 ? wanted : ([...currencies][0] ?? wanted)
    if (prefill?.fiatAmount !== undefined) featureState.fiatAmount = prefill.fiatAmount
    if (featureState.status === 'idle') featureState.error = undefined
  } catch (error) {
    featureState.error = toOnrampError(error).onrampCode
  }
}
