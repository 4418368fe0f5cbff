import { replyToWallet } from '../messages/replyToWallet.js'
import type { SignClientContext } from '../SignClientContext.js'
import type { WalletRequest } from './WalletRequest.js'

/** `wc_sessionExtend`: the session's new expiry. */
export async function extendSession(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'sessions'>,
  { topic, id, params }: WalletRequest,
): Promise<void> {
  const session = context.sessions.get(topic)
  if (session) session.expiry = params.expiry
  await replyToWallet(context, topic, 'wc_sessionExtend', id, true)
}
