import type { PorticoInitialState } from '../types/initialState.js'
import { decodeSessionCookie, SESSION_COOKIE_NAME } from './sessionCookie.js'

/**
 * Reads a returning visitor's session from a request's `Cookie` header (written by `cookieStorage`),
 * for `<PorticoProvider initialState>`: the server renders the connected button and the first client
 * render equals it. Undefined for a first visit or a cookie that holds nothing usable.
 * @example
 * const initialState = cookieToInitialState((await headers()).get('cookie'))
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
): PorticoInitialState | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== SESSION_COOKIE_NAME) continue
    return decodeSessionCookie(part.slice(separator + 1).trim())
  }
  return undefined
}
