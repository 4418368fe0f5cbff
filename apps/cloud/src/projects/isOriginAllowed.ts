/**
 * Whether a page origin matches one of the allowed origins: exactly, or through a leading `*.` wildcard,
 * which matches one or more subdomain labels (`https://*.example.com` allows `https://a.b.example.com`,
 * not `https://example.com`). Scheme and port must match.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const candidate = origin.toLowerCase()
  return allowedOrigins.some((allowed) => {
    if (!allowed.includes('*.')) return allowed === candidate
    const [scheme, rest] = allowed.split('://*.') as [string, string]
    const prefix = `${scheme}://`
    if (!candidate.startsWith(prefix)) return false
    const hostAndPort = candidate.slice(prefix.length)
    return hostAndPort.endsWith(`.${rest}`) && hostAndPort.length > rest.length + 1
  })
}
