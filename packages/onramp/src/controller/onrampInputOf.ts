import type { OnrampQuoteInput } from '../cloud/fetchOnrampQuotes.js'
import type { OnrampState } from '../OnrampState.js'

/** A fiat amount the providers take: above 0, at most two decimals. */
const FIAT_AMOUNT = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/

/** Whether the amount as typed is one the cloud takes. */
export const isValidFiatAmount = (typed: string): boolean =>
  FIAT_AMOUNT.test(typed.trim()) && Number(typed) > 0

/** The quote request for the state as typed; undefined without a valid amount or an asset. */
export function onrampInputOf(state: OnrampState): OnrampQuoteInput | undefined {
  const fiatAmount = state.fiatAmount.trim()
  if (!state.asset || !isValidFiatAmount(fiatAmount)) return undefined
  return {
    fiatAmount,
    fiatCurrency: state.fiatCurrency,
    asset: state.asset.asset,
    network: state.asset.network,
  }
}

/** Whether two requests are the same purchase (an answer for other input is dropped). */
export const sameOnrampInput = (a: OnrampQuoteInput | undefined, b: OnrampQuoteInput | undefined): boolean =>
  !!a &&
  !!b &&
  a.fiatAmount === b.fiatAmount &&
  a.fiatCurrency === b.fiatCurrency &&
  a.asset === b.asset &&
  a.network === b.network
