import { CHAIN_NAMESPACES } from '../constants/namespaces.js'
import type { InitialConnection, PorticoInitialState } from '../types/initialState.js'
import type { CaipNetworkId, ChainNamespace } from '../types/namespace.js'

/** The cookie `cookieStorage` keeps a visitor's session in for the server to read. */
export const SESSION_COOKIE_NAME = 'portico_session'

/** Longest string field the cookie may carry (an address, an id): anything longer is forged. */
const FIELD_MAX = 256

const isNamespace = (value: unknown): value is ChainNamespace =>
  (CHAIN_NAMESPACES as readonly unknown[]).includes(value)

const isField = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= FIELD_MAX

const isNetworkId = (value: unknown): value is CaipNetworkId => isField(value) && value.includes(':')

/** The session as the cookie's value (URI-encoded JSON). */
export function encodeSessionCookie(session: PorticoInitialState): string {
  return encodeURIComponent(JSON.stringify(session))
}

/**
 * The session a cookie value holds, keeping only well-formed fields (the cookie comes from the
 * visitor's browser: anything else is dropped); undefined when nothing usable is left.
 */
export function decodeSessionCookie(value: string): PorticoInitialState | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(decodeURIComponent(value))
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { activeNamespace, activeNetworkId, connections } = parsed as Record<string, unknown>
  const session: PorticoInitialState = { connections: {} }
  if (isNamespace(activeNamespace)) session.activeNamespace = activeNamespace
  if (isNetworkId(activeNetworkId)) session.activeNetworkId = activeNetworkId
  if (typeof connections === 'object' && connections !== null) {
    for (const namespace of CHAIN_NAMESPACES) {
      const entry = (connections as Record<string, unknown>)[namespace] as
        | Partial<InitialConnection>
        | undefined
      if (isField(entry?.connectorId) && isField(entry.address) && isNetworkId(entry.caipNetworkId))
        session.connections[namespace] = {
          connectorId: entry.connectorId,
          address: entry.address,
          caipNetworkId: entry.caipNetworkId,
        }
    }
  }
  return Object.keys(session.connections).length > 0 ? session : undefined
}
