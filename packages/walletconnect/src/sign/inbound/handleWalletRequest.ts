import type { RpcPayload } from '../RpcPayload.js'
import type { SignClientContext } from '../SignClientContext.js'
import type { SignMethod } from '../signTags.js'
import { answerUnsupported } from './answerUnsupported.js'
import type { WalletRequest } from './WalletRequest.js'
import { walletRequestHandlers } from './walletRequestHandlers.js'

/** A request from the wallet on `topic`: its method's handler, or 'method not found'. */
export function handleWalletRequest(
  context: SignClientContext,
  topic: string,
  payload: RpcPayload & { method: string },
): Promise<void> {
  const request: WalletRequest = {
    topic,
    id: payload.id,
    method: payload.method,
    params: (payload.params ?? {}) as WalletRequest['params'],
  }
  const handler = Object.hasOwn(walletRequestHandlers, payload.method)
    ? walletRequestHandlers[payload.method as SignMethod]
    : undefined
  return (handler ?? answerUnsupported)(context, request)
}
