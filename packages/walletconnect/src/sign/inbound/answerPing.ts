import { replyToWallet } from '../messages/replyToWallet.js'
import type { SignClientContext } from '../SignClientContext.js'
import type { SignMethod } from '../signTags.js'
import type { WalletRequest } from './WalletRequest.js'

/** `wc_sessionPing` and `wc_pairingPing`: answered `true`. */
export async function answerPing(
  context: Pick<SignClientContext, 'keys' | 'relay'>,
  { topic, id, method }: WalletRequest,
): Promise<void> {
  await replyToWallet(context, topic, method as SignMethod, id, true)
}
