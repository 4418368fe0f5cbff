import type { PorticoStorage } from '@portico/core'
import type { Session } from '../sign/SignTypes.js'

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** What is stored: the first session, with the sessions later proposals over its pairing added (`more`). */
type StoredSessions = Session & { more?: unknown }

function isLive(stored: unknown, now: number): stored is Session {
  const session = stored as Partial<Session> | null
  return (
    typeof session === 'object' &&
    session !== null &&
    isString(session.topic) &&
    isString(session.symKey) &&
    typeof session.namespaces === 'object' &&
    session.namespaces !== null &&
    typeof session.expiry === 'number' &&
    session.expiry * 1_000 > now &&
    typeof session.peer?.metadata?.name === 'string'
  )
}

/**
 * The stored sessions of the one wallet connection — the first, then those a later proposal over the same pairing
 * added (another namespace) — when the first has the shape a resume needs and has not expired; else none (and they
 * are dropped). An added session that expired or is malformed is left out.
 */
export function readStoredSessions(storage: PorticoStorage, now = Date.now()): Session[] {
  const stored = storage.get('walletConnectSession') as StoredSessions | undefined
  if (!isLive(stored, now)) {
    if (stored !== undefined) storage.remove('walletConnectSession')
    return []
  }
  const { more, ...first } = stored
  const added = Array.isArray(more) ? more.filter((each): each is Session => isLive(each, now)) : []
  return [first, ...added]
}

/** Stores the sessions (or, none, forgets them) under `@portico/walletconnect/session`. */
export function storeSessions(storage: PorticoStorage, sessions: readonly Session[]): void {
  const [first, ...more] = sessions
  storage.set('walletConnectSession', first && (more.length > 0 ? { ...first, more } : first))
}
