import type { RemoteSession } from '@portico/core'
import { RelayError } from '../../relay/RelayError.js'
import type { Session } from '../../sign/SignTypes.js'
import { readStoredSessions } from '../sessionStore.js'
import { adoptSession } from './adoptSession.js'
import { forgetSessions } from './forgetSessions.js'
import { showRelayRefusal } from './showRelayRefusal.js'
import { signClientOf } from './signClientOf.js'
import type { WalletConnectContext } from './WalletConnectContext.js'
import { watchNetworkPicks } from './watchNetworkPicks.js'

/**
 * Start-up: the stored sessions are resumed and connect again silently. When the relay refuses the resume (a device
 * clock ahead, an unknown project) or cannot be reached, they stay stored and the next load resumes them once that is
 * fixed: a session ends only when the wallet ends it (its delete, kept by the relay until the next resume) or it
 * expires. Any other failure forgets them.
 */
export async function restoreSessions(context: WalletConnectContext): Promise<void> {
  const stored = readStoredSessions(context.feature.storage)
  if (stored.length === 0) return
  try {
    if (!(await resumeOrKeep(context, stored))) return
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

/**
 * Listens to the sessions' topics again; false when the relay refused or was out of reach, the sessions left stored
 * and the client (whose socket will not retry a refusal) dropped, so a later pairing starts on a fresh one.
 */
async function resumeOrKeep(context: WalletConnectContext, stored: readonly Session[]): Promise<boolean> {
  const client = signClientOf(context)
  try {
    for (const session of stored) await client.resume(session)
    return true
  } catch (error) {
    if (!(error instanceof RelayError)) throw error
    client.close()
    context.client = undefined
    console.warn('Portico: the relay did not take the stored WalletConnect session back; it is kept', error)
    showRelayRefusal(context, error)
    return false
  }
}
