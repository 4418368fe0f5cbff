import type { RemoteSession } from '@portico/core'
import type { Session } from '../../sign/SignTypes.js'
import { toRemoteSession } from '../../sign/toRemoteSession.js'
import { combineRemoteSessions } from '../combineRemoteSessions.js'
import { storeSessions } from '../sessionStore.js'
import { bringWalletForward } from './deepLinkChoice.js'
import { forgetSessions } from './forgetSessions.js'
import { signClientOf } from './signClientOf.js'
import type { WalletConnectContext } from './WalletConnectContext.js'

/**
 * Wraps a settled session for core, as the wallet connection or one more part of it; ending any of its sessions from
 * the widget or the wallet forgets them here. The wallet's namespace changes are stored with the session.
 */
export function adoptSession(context: WalletConnectContext, session: Session): RemoteSession {
  const part = toRemoteSession(signClientOf(context), session)
  const send = part.request
  part.request = (parameters) => {
    const answer = send(parameters)
    bringWalletForward(context.feature, parameters.method, session.topic)
    return answer
  }
  part.subscribe((event) => {
    if (event.type !== 'namespacesChanged') return
    context.sessions = context.sessions.map((each) =>
      each.topic === session.topic
        ? { ...each, namespaces: event.namespaces as Session['namespaces'] }
        : each,
    )
    storeSessions(context.feature.storage, context.sessions)
  })
  if (context.remote) {
    context.remote.add(part)
    return context.remote.remote
  }
  context.remote = combineRemoteSessions(part, () => forgetSessions(context))
  return context.remote.remote
}
