import { checkMessage } from './checkMessage.js'
import type { RelaySessionContext } from './RelaySessionContext.js'
import { storeMessage } from './storeMessage.js'
import { subscribeImplicitly } from './subscribeImplicitly.js'

export type SessionMessages = {
  /** The topic the client is subscribed to, until `subscribeUntil` (ms), before its messages are stored. */
  subscribeTo: string
  subscribeUntil: number
  ttl: number
  messages: { topic: string; message: string; tag: number }[]
}

/**
 * The steps of `wc_proposeSession` and `wc_approveSession`: every message is checked and the publishes are taken from
 * the quota before anything happens, then the client is subscribed to the topic the relay chose for it, then each
 * message is stored (and handed to its topic's subscribers) in order.
 */
export async function publishSessionMessages(
  context: RelaySessionContext,
  { subscribeTo, subscribeUntil, ttl, messages }: SessionMessages,
): Promise<void> {
  for (const { message } of messages) checkMessage(context.limits, message, ttl)
  await context.quotas.takePublishes(messages.length)
  await subscribeImplicitly(context, subscribeTo, subscribeUntil)
  for (const stored of messages) await storeMessage(context, { ...stored, ttl })
}
