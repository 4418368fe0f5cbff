import { storeSessions } from '../sessionStore.js'
import { forgetDeepLink } from './deepLinkChoice.js'
import type { WalletConnectContext } from './WalletConnectContext.js'

/** The wallet connection ended (from the widget or the wallet): its sessions are forgotten, stored ones too. */
export function forgetSessions(
  context: Pick<WalletConnectContext, 'feature' | 'state' | 'remote' | 'sessions' | 'stopWatching'>,
): void {
  const { state } = context
  delete state.adding
  context.remote = undefined
  context.sessions = []
  context.stopWatching?.()
  context.stopWatching = undefined
  storeSessions(context.feature.storage, [])
  forgetDeepLink(context.feature)
  if (state.status === 'connected') state.status = 'idle'
}
