import { RELAY_PATH } from './relayPath.js'

/**
 * Whether a client's JWT `aud` (the relay URL the client was given) names this relay: same host as the request
 * (`Host`, or `X-Forwarded-Host` behind a proxy), the relay's path, a WebSocket or HTTP scheme.
 */
export function isRelayAudience(aud: string, hosts: readonly (string | undefined)[]): boolean {
  let url: URL
  try {
    url = new URL(aud)
  } catch {
    return false
  }
  if (!['ws:', 'wss:', 'http:', 'https:'].includes(url.protocol)) return false
  if (url.pathname.replace(/\/+$/, '') !== RELAY_PATH) return false
  return hosts.some((host) => host !== undefined && host.toLowerCase() === url.host)
}
