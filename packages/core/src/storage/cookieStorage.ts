import { STORAGE_KEYS } from '../constants/storageKeys.js'
import { encodeSessionCookie, SESSION_COOKIE_NAME } from '../ssr/sessionCookie.js'
import type { PorticoInitialState } from '../types/initialState.js'
import type { CaipNetworkId, ChainNamespace } from '../types/namespace.js'
import { createMemoryBackend } from './createMemoryBackend.js'
import type { StorageBackend } from './StorageBackend.js'

export interface CookieStorageOptions {
  /** Where the values live; default the page's localStorage (memory where there is none). */
  backend?: StorageBackend
  /** How long the session cookie lasts, in seconds. Default 30 days. */
  maxAgeSeconds?: number
  /** The cookie's path. Default '/'. */
  path?: string
}

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60

/** The keys whose changes rewrite the session cookie. */
const SESSION_KEYS: readonly string[] = [
  STORAGE_KEYS.activeNamespace,
  STORAGE_KEYS.activeNetworkId,
  STORAGE_KEYS.connections,
]

interface StoredConnection {
  connectorId?: unknown
  accounts?: { address?: unknown }[]
  caipNetwork?: { caipNetworkId?: unknown }
}

function pageStorage(): StorageBackend {
  try {
    const localStorage = (globalThis as { localStorage?: StorageBackend }).localStorage
    if (localStorage && typeof localStorage.getItem === 'function') return localStorage
  } catch {
    // Sandboxed frames and some privacy modes throw on the mere access.
  }
  return createMemoryBackend()
}

function parsed(backend: StorageBackend, key: string): unknown {
  try {
    const raw = backend.getItem(key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** The session the stored values describe: the active namespace and network, one account per namespace. */
function sessionOf(backend: StorageBackend): PorticoInitialState {
  const session: PorticoInitialState = { connections: {} }
  const activeNamespace = parsed(backend, STORAGE_KEYS.activeNamespace)
  const activeNetworkId = parsed(backend, STORAGE_KEYS.activeNetworkId)
  if (typeof activeNamespace === 'string') session.activeNamespace = activeNamespace as ChainNamespace
  if (typeof activeNetworkId === 'string') session.activeNetworkId = activeNetworkId as CaipNetworkId
  const connections = parsed(backend, STORAGE_KEYS.connections)
  if (typeof connections !== 'object' || connections === null) return session
  for (const [namespace, list] of Object.entries(connections as Record<string, StoredConnection[]>)) {
    const connection = Array.isArray(list) ? list[0] : undefined
    const address = connection?.accounts?.[0]?.address
    const caipNetworkId = connection?.caipNetwork?.caipNetworkId
    if (typeof connection?.connectorId !== 'string' || typeof address !== 'string') continue
    if (typeof caipNetworkId !== 'string') continue
    session.connections[namespace as ChainNamespace] = {
      connectorId: connection.connectorId,
      address,
      caipNetworkId: caipNetworkId as CaipNetworkId,
    }
  }
  return session
}

/**
 * A storage for server-rendered apps (`createPortico({ storage: cookieStorage() })`): the values stay
 * in localStorage, and the visitor's session (active namespace and network, each namespace's
 * connector and address) is mirrored into a small first-party cookie that the server reads with
 * `cookieToInitialState`. The cookie holds no secret: what any page script can read anyway.
 * SSR-safe: nothing is touched until the first read or write.
 */
export function cookieStorage(options: CookieStorageOptions = {}): StorageBackend {
  const { maxAgeSeconds = THIRTY_DAYS_SECONDS, path = '/' } = options
  let backend = options.backend

  const values = () => {
    backend ??= pageStorage()
    return backend
  }

  const writeCookie = () => {
    const document = (globalThis as { document?: { cookie: string; location?: { protocol: string } } })
      .document
    if (!document) return
    const session = sessionOf(values())
    const empty = Object.keys(session.connections).length === 0
    const secure = document.location?.protocol === 'https:' ? '; Secure' : ''
    const value = empty ? '' : encodeSessionCookie(session)
    const maxAge = empty ? 0 : maxAgeSeconds
    document.cookie = `${SESSION_COOKIE_NAME}=${value}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax${secure}`
  }

  return {
    getItem: (key) => values().getItem(key),
    setItem(key, value) {
      values().setItem(key, value)
      if (SESSION_KEYS.includes(key)) writeCookie()
    },
    removeItem(key) {
      values().removeItem(key)
      if (SESSION_KEYS.includes(key)) writeCookie()
    },
  }
}
