import type { PorticoContext } from '../../instance/PorticoContext.js'

/** Drops a remote session from the instance (its deletion watcher too); the session itself is not ended. */
export function forgetRemoteSession(
  context: Pick<PorticoContext, 'remoteSessions'>,
  connectorId: string,
): void {
  const entry = context.remoteSessions.get(connectorId)
  if (!entry) return
  context.remoteSessions.delete(connectorId)
  entry.unsubscribe()
}
