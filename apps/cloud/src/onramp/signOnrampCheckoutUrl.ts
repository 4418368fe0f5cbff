import { createHmac } from 'node:crypto'

/** How long a signed checkout URL stays good. */
export const ONRAMP_CHECKOUT_LIFETIME_S = 30 * 60

/**
 * The provider's hosted checkout for a purchase, signed with HMAC-SHA256 (hex) over every parameter but `signature`,
 * sorted by name, `name=value` joined by `&` (both URI-encoded): the provider refuses a link changed on the way.
 */
export function signOnrampCheckoutUrl(
  base: string,
  parameters: Record<string, string>,
  secret: string,
): string {
  const canonical = Object.entries(parameters)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&')
  const signature = createHmac('sha256', secret).update(canonical).digest('hex')
  const url = new URL('/checkout', base)
  url.search = new URLSearchParams({ ...parameters, signature }).toString()
  return url.toString()
}
