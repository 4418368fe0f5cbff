import { emitSessionEvent } from '../messages/emitSessionEvent.js'
import { forgetTopic } from '../messages/forgetTopic.js'
import { replyToWallet } from '../messages/replyToWallet.js'
import type { SignClientContext } from '../SignClientContext.js'
import type { WalletRequest } from './WalletRequest.js'

/** `wc_sessionDelete`: the wallet ended the session; the client forgets it and listeners hear why. */
export async function deleteSession(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'sessions' | 'listeners'>,
  { topic, id, params }: WalletRequest,
): Promise<void> {
  await replyToWallet(context, topic, 'wc_sessionDelete', id, true).catch(() => undefined)
  forgetTopic(context, topic)
  emitSessionEvent(context, { type: 'delete', topic, reason: { code: params.code, message: params.message } })
}
