import type { SignClientContext } from '../SignClientContext.js'
import { SIGN_METHODS, type SignMethod } from '../signTags.js'
import { sendMessage } from './sendMessage.js'

/** Answers the wallet's request `id` of `method` on `topic` with `result`. */
export function replyToWallet(
  context: Pick<SignClientContext, 'keys' | 'relay'>,
  topic: string,
  method: SignMethod,
  id: number,
  result: unknown,
): Promise<void> {
  const [, tag, ttl] = SIGN_METHODS[method]
  return sendMessage(context, topic, { id, jsonrpc: '2.0', result }, tag, ttl)
}
