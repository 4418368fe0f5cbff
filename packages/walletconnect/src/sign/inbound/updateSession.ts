import { emitSessionEvent } from '../messages/emitSessionEvent.js'
import { replyToWallet } from '../messages/replyToWallet.js'
import type { SignClientContext } from '../SignClientContext.js'
import type { WalletRequest } from './WalletRequest.js'

/** `wc_sessionUpdate`: the session's namespaces are the wallet's new ones; listeners hear of it. */
export async function updateSession(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'sessions' | 'listeners'>,
  { topic, id, params }: WalletRequest,
): Promise<void> {
  const session = context.sessions.get(topic)
  if (session) session.namespaces = params.namespaces
  await replyToWallet(context, topic, 'wc_sessionUpdate', id, true)
  emitSessionEvent(context, { type: 'update', topic, namespaces: params.namespaces })
}
