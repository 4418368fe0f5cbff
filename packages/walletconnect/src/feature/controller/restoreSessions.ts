import type { RemoteSession } from '@portico/core'
import { readStoredSessions } from '../sessionStore.js'
import { adoptSession } from './adoptSession.js'
import { forgetSessions } from './forgetSessions.js'
import { showRelayRefusal } from './showRelayRefusal.js'
import { signClientOf } from './signClientOf.js'
import type { WalletConnectContext } from './WalletConnectContext.js'
import { watchNetworkPicks } from './watchNetworkPicks.js'

/** Start-up: the stored sessions are resumed and connect again silently; ones that do not resume are forgotten. */
export async function restoreSessions(context: WalletConnectContext): Promise<void> {
  const stored = readStoredSessions(context.feature.storage)
  if (stored.length === 0) return
  try {
    for (const session of stored) await signClientOf(context).resume(session)
    context.sessions = stored
    let joined: RemoteSession | undefined
    for (const session of stored) joined = adoptSession(context, session)
    watchNetworkPicks(context)
    if (joined) await context.feature.connectSession(joined, { silent: true })
    context.state.status = 'connected'
  } catch (error) {
    forgetSessions(context)
    console.warn('Portico: the stored WalletConnect session did not resume', error)
    showRelayRefusal(context, error)
  }
}
