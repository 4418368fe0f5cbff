import type { Session } from '../../sign/SignTypes.js'
import { storeSessions } from '../sessionStore.js'
import { adoptSession } from './adoptSession.js'
import { clearPairing } from './clearPairing.js'
import { forgetSessions } from './forgetSessions.js'
import type { WalletConnectContext } from './WalletConnectContext.js'
import { walletConnectError } from './walletConnectError.js'
import { watchNetworkPicks } from './watchNetworkPicks.js'

/**
 * The wallet approved the pairing of attempt `mine`: the session is stored and becomes the wallet connection, whose
 * namespaces connect (state approving, then connected, or error when none did).
 */
export async function connectApprovedSession(
  context: WalletConnectContext,
  session: Session,
  mine: number,
): Promise<void> {
  const { state } = context
  clearPairing(context)
  state.status = 'approving'
  context.remote = undefined
  context.sessions = [session]
  storeSessions(context.feature.storage, context.sessions)
  try {
    const joined = adoptSession(context, session)
    watchNetworkPicks(context)
    await context.feature.connectSession(joined)
    if (mine === context.attempt) state.status = 'connected'
  } catch (error) {
    forgetSessions(context)
    if (mine !== context.attempt) return
    state.status = 'error'
    state.error = walletConnectError(error)
  }
}
