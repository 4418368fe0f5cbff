import type { OnrampProviderQuote, OnrampQuoteRequest } from './OnrampProviderClient.js'
import { toBaseUnits } from './onrampAssetDecimals.js'
import { OnrampProviderError } from './onrampErrors.js'

/**
 * A provider's price as the cloud answers it: its fee in the fiat currency (two decimals, and in basis points of
 * the amount), what the buyer receives in the asset's base units. An amount or fee that is no number is the
 * provider's unreadable answer (502).
 */
export function onrampProviderQuote(
  provider: string,
  request: OnrampQuoteRequest,
  price: { fee: number; amount: number | string; decimals: number },
): OnrampProviderQuote {
  const cryptoAmount = toBaseUnits(price.amount, price.decimals)
  if (cryptoAmount === undefined || !Number.isFinite(price.fee) || price.fee < 0)
    throw new OnrampProviderError(provider, 'unreadable answer')
  return {
    fiatAmount: request.fiatAmount,
    fiatCurrency: request.fiatCurrency,
    fee: price.fee.toFixed(2),
    feeBps: Math.round((price.fee / Number(request.fiatAmount)) * 10_000),
    asset: request.asset,
    network: request.network,
    cryptoAmount,
    decimals: price.decimals,
  }
}
