import { DevnetError } from '../errors/DevnetError.js'
import {
  ONRAMP_FIAT_USD_RATES,
  ONRAMP_SANDBOX_ASSETS,
  type OnrampFiatCurrency,
  type OnrampSandboxAsset,
  type OnrampSandboxProvider,
} from './onrampSandboxProviders.js'

export type OnrampPurchaseRequest = {
  /** Decimal string with at most two decimals, e.g. `"100.00"`. */
  readonly fiatAmount: string
  readonly fiatCurrency: string
  readonly asset: string
}

export type OnrampPurchaseQuote = {
  readonly fiatAmount: string
  readonly fiatCurrency: OnrampFiatCurrency
  readonly asset: OnrampSandboxAsset
  /** The provider's fee in the fiat currency (decimal string). */
  readonly fee: string
  readonly feeBps: number
  /** What the buyer receives, in the asset's smallest unit (wei, lamports). */
  readonly cryptoAmount: bigint
  readonly decimals: number
}

const AMOUNT = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/

const invalid = (code: string, shortMessage: string) => new DevnetError({ code, shortMessage })

const toCents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}
const fromCents = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`

/**
 * What a provider delivers for a fiat amount: its fee (rounded up to the cent) is taken first, the rest buys the
 * asset at the sandbox's fixed price. Throws `ONRAMP_INVALID_AMOUNT`, `ONRAMP_UNSUPPORTED_CURRENCY`,
 * `ONRAMP_UNSUPPORTED_ASSET` or `ONRAMP_AMOUNT_OUT_OF_RANGE`.
 */
export function quoteOnrampPurchase(
  provider: OnrampSandboxProvider,
  request: OnrampPurchaseRequest,
): OnrampPurchaseQuote {
  if (!AMOUNT.test(request.fiatAmount))
    throw invalid('ONRAMP_INVALID_AMOUNT', 'The amount is not a decimal number.')
  if (!Object.hasOwn(ONRAMP_FIAT_USD_RATES, request.fiatCurrency))
    throw invalid('ONRAMP_UNSUPPORTED_CURRENCY', `${provider.name} does not take this currency.`)
  if (!Object.hasOwn(ONRAMP_SANDBOX_ASSETS, request.asset))
    throw invalid('ONRAMP_UNSUPPORTED_ASSET', `${provider.name} does not sell this asset.`)
  const fiatCurrency = request.fiatCurrency as OnrampFiatCurrency
  const asset = request.asset as OnrampSandboxAsset
  const cents = toCents(request.fiatAmount)
  const { min, max } = provider.limits[fiatCurrency]
  if (cents < BigInt(min) * 100n || cents > BigInt(max) * 100n)
    throw invalid(
      'ONRAMP_AMOUNT_OUT_OF_RANGE',
      `${provider.name} sells between ${min} and ${max} ${fiatCurrency}.`,
    )
  const feeCents = (cents * BigInt(provider.feeBps) + 9_999n) / 10_000n
  const { decimals, priceUsdCents } = ONRAMP_SANDBOX_ASSETS[asset]
  const cryptoAmount =
    ((cents - feeCents) * ONRAMP_FIAT_USD_RATES[fiatCurrency] * 10n ** BigInt(decimals)) /
    (priceUsdCents * 1_000_000n)
  return {
    fiatAmount: fromCents(cents),
    fiatCurrency,
    asset,
    fee: fromCents(feeCents),
    feeBps: provider.feeBps,
    cryptoAmount,
    decimals,
  }
}
