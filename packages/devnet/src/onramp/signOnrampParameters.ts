import { createHmac, timingSafeEqual } from 'node:crypto'

/** The canonical text a checkout URL's signature covers: every parameter but `signature`, sorted by name. */
export function canonicalOnrampParameters(parameters: URLSearchParams): string {
  return [...parameters.entries()]
    .filter(([name]) => name !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&')
}

/** HMAC-SHA256 (hex) of the canonical parameters: what the cloud appends as `signature`. */
export function signOnrampParameters(parameters: URLSearchParams, secret: string): string {
  return createHmac('sha256', secret).update(canonicalOnrampParameters(parameters)).digest('hex')
}

/** True when `signature` is present and matches the other parameters (constant-time). */
export function verifyOnrampParameters(parameters: URLSearchParams, secret: string): boolean {
  const given = Buffer.from(parameters.get('signature') ?? '', 'utf8')
  const expected = Buffer.from(signOnrampParameters(parameters, secret), 'utf8')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
