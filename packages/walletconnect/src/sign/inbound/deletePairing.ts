import { forgetTopic } from '../messages/forgetTopic.js'
import { replyToWallet } from '../messages/replyToWallet.js'
import type { SignClientContext } from '../SignClientContext.js'
import type { WalletRequest } from './WalletRequest.js'

/** `wc_pairingDelete`: the wallet ended the pairing; the client forgets it. */
export async function deletePairing(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'sessions'>,
  { topic, id }: WalletRequest,
): Promise<void> {
  await replyToWallet(context, topic, 'wc_pairingDelete', id, true).catch(() => undefined)
  forgetTopic(context, topic)
}
