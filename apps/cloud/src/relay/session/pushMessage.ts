import type { RelayMessage } from '../RelayMessage.js'
import type { RelaySessionContext } from './RelaySessionContext.js'
import { rememberPushed } from './rememberPushed.js'
import { subscriptionIdOf } from './subscriptionIdOf.js'

export type PushMessageContext = Pick<
  RelaySessionContext,
  'clientId' | 'send' | 'awaitingAck' | 'seen' | 'state'
>

/** Pushes a message to the socket as `irn_subscription`, once, and awaits its acknowledgement. */
export function pushMessage(context: PushMessageContext, message: RelayMessage): void {
  const { clientId, send, awaitingAck, seen, state } = context
  if (state.closed || seen.has(message.id)) return
  rememberPushed(context, message.id)
  const id = state.nextPushId++
  awaitingAck.set(id, message.id)
  // Written as text around the one string that needs escaping: no object to build and stringify for every push.
  send(
    `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${subscriptionIdOf(clientId, message.topic)}","data":{"topic":"${message.topic}","message":${JSON.stringify(message.message)},"publishedAt":${message.publishedAt},"tag":${message.tag}}}}`,
  )
}
