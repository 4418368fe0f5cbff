import { sendMessage } from '../messages/sendMessage.js'
import type { SignClientContext } from '../SignClientContext.js'
import { SIGN_METHODS } from '../signTags.js'
import type { WalletRequest } from './WalletRequest.js'

/** A request this client does not handle: JSON-RPC 'method not found', so the wallet does not wait. */
export async function answerUnsupported(
  context: Pick<SignClientContext, 'keys' | 'relay'>,
  { topic, id, method }: WalletRequest,
): Promise<void> {
  const [, tag, ttl] = SIGN_METHODS.wc_sessionRequest
  await sendMessage(
    context,
    topic,
    { id, jsonrpc: '2.0', error: { code: -32601, message: `Unsupported method ${method}` } },
    tag,
    ttl,
  )
}
