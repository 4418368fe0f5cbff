import type { SignClientContext } from '../SignClientContext.js'
import { SIGN_METHODS, type SignMethod } from '../signTags.js'
import { sendMessage } from './sendMessage.js'

/** Sends a request to the wallet on `topic`; resolves with its result (rejects with its error) once it answers. */
export async function callWallet(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'waiting' | 'nextId'>,
  topic: string,
  method: SignMethod,
  params: unknown,
): Promise<unknown> {
  const id = context.nextId()
  const [tag, , ttl] = SIGN_METHODS[method]
  const answer = new Promise<unknown>((resolve, reject) => context.waiting.set(id, { resolve, reject }))
  await sendMessage(context, topic, { id, jsonrpc: '2.0', method, params }, tag, ttl)
  return answer
}
