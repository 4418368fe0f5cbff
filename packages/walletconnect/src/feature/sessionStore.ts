import type { PorticoStorage } from '@portico/core'
import type { Session } from '../sign/SignTypes.js'

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** The stored session, when it has the shape a resume needs and has not expired; else undefined (and it is dropped). */
export function readStoredSession(storage: PorticoStorage, now = Date.now()): Session | undefined {
  const stored = storage.get('walletConnectSession') as Partial<Session> | undefined
  const valid =
    typeof stored === 'object' &&
    stored !== null &&
    isString(stored.topic) &&
    isString(stored.symKey) &&
    typeof stored.namespaces === 'object' &&
    stored.namespaces !== null &&
    typeof stored.expiry === 'number' &&
    stored.expiry * 1_000 > now &&
    typeof stored.peer?.metadata?.name === 'string'
  if (valid) return stored as Session
  if (stored !== undefined) storage.remove('walletConnectSession')
  return undefined
}

/** Stores the session (or, undefined, forgets it) under `@portico/walletconnect/session`. */
export function storeSession(storage: PorticoStorage, session: Session | undefined): void {
  storage.set('walletConnectSession', session)
}
