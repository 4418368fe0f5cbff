/** The schemes a client's JWT `aud` may give the relay URL with (the clients sign the URL they were given). */
const SCHEMES = ['ws:', 'wss:', 'http:', 'https:']

const pathOf = (url: URL) => url.pathname.replace(/\/+$/, '')

/**
 * Whether a client's JWT `aud` names this relay: the host and path of `relayUrl` (the configured public relay URL),
 * with a WebSocket or HTTP scheme. Never the request's own `Host`: a client writes that header as it likes.
 */
export function isRelayAudience(aud: string, relayUrl: string): boolean {
  if (!URL.canParse(aud)) return false
  const given = new URL(aud)
  const own = new URL(relayUrl)
  return SCHEMES.includes(given.protocol) && given.host === own.host && pathOf(given) === pathOf(own)
}
