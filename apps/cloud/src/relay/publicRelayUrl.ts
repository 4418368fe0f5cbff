import { RELAY_PATH } from './relayPath.js'

/**
 * The relay URL clients are given and sign their JWT for: RELAY_URL when set, else the cloud's public URL
 * (PUBLIC_URL, else the listen address) with `ws`/`wss` and `/relay`.
 */
export function publicRelayUrl(relayUrl: string | undefined, publicUrl: string): string {
  if (relayUrl) return relayUrl
  const url = new URL(publicUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${RELAY_PATH}`
  return url.toString()
}
