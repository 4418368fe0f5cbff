import { callWallet } from '../messages/callWallet.js'
import type { SignClient } from '../SignClient.js'
import type { SignClientContext } from '../SignClientContext.js'
import { SIGN_METHODS } from '../signTags.js'

/** `request`: a `wc_sessionRequest` on a settled session; resolves with the wallet's answer. */
export async function requestSession(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'sessions' | 'waiting' | 'nextId'>,
  { topic, chainId, method, params }: Parameters<SignClient['request']>[0],
): Promise<unknown> {
  if (!context.sessions.has(topic)) throw new Error(`No session ${topic}`)
  const [, , ttl] = SIGN_METHODS.wc_sessionRequest
  return callWallet(context, topic, 'wc_sessionRequest', {
    request: { method, params, expiryTimestamp: Math.floor(Date.now() / 1_000) + ttl },
    chainId,
  })
}
