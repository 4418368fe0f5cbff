import { emitSessionEvent } from '../messages/emitSessionEvent.js'
import { replyToWallet } from '../messages/replyToWallet.js'
import type { SignClientContext } from '../SignClientContext.js'
import type { WalletRequest } from './WalletRequest.js'

/** `wc_sessionEvent` (`accountsChanged`, `chainChanged`): answered, then told to the listeners. */
export async function receiveSessionEvent(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'listeners'>,
  { topic, id, params }: WalletRequest,
): Promise<void> {
  await replyToWallet(context, topic, 'wc_sessionEvent', id, true)
  emitSessionEvent(context, {
    type: 'event',
    topic,
    chainId: params.chainId,
    name: params.event?.name ?? '',
    data: params.event?.data,
  })
}
