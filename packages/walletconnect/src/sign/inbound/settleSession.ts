import { replyToWallet } from '../messages/replyToWallet.js'
import type { SignClientContext } from '../SignClientContext.js'
import type { Session } from '../SignTypes.js'
import type { WalletRequest } from './WalletRequest.js'

/** `wc_sessionSettle` on a session topic a proposal's answer named: the session is kept and the approval resolves. */
export async function settleSession(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'sessions' | 'settlers'>,
  { topic, id, params }: WalletRequest,
): Promise<void> {
  const settler = context.settlers.get(topic)
  if (!settler) return
  context.settlers.delete(topic)
  const session: Session = {
    topic,
    symKey: context.keys.get(topic) ?? '',
    pairingTopic: settler.pairingTopic,
    pairingSymKey: context.keys.get(settler.pairingTopic) ?? '',
    namespaces: params.namespaces,
    peer: params.controller,
    expiry: params.expiry,
  }
  context.sessions.set(topic, session)
  await replyToWallet(context, topic, 'wc_sessionSettle', id, true)
  settler.settled(session)
}
