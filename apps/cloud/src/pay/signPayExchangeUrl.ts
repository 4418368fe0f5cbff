import { signOnrampCheckoutUrl } from '../onramp/signOnrampCheckoutUrl.js'

/** How long a signed payment URL stays good. */
export const PAY_EXCHANGE_URL_LIFETIME_S = 30 * 60

/**
 * The exchange's payment page for a payment (`/pay`), signed as the on-ramp's checkout URLs are (HMAC-SHA256 over
 * every parameter but `signature`, sorted by name): the exchange refuses a link changed on the way.
 */
export function signPayExchangeUrl(base: string, parameters: Record<string, string>, secret: string): string {
  const url = new URL(signOnrampCheckoutUrl(base, parameters, secret))
  url.pathname = '/pay'
  return url.toString()
}
