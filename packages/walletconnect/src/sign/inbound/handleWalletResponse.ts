import { deriveSymKey, topicOf } from '../../crypto/keys.js'
import { listenToTopic } from '../messages/listenToTopic.js'
import type { RpcPayload } from '../RpcPayload.js'
import type { SignClientContext } from '../SignClientContext.js'
import { WalletRpcError } from '../SignTypes.js'

/**
 * The wallet's answer to a request of the client's. To a proposal (on its pairing topic): the session topic derived
 * from the wallet's public key is listened to until its `wc_sessionSettle`, or the approval rejects with the
 * wallet's error. To any other request: it resolves or rejects.
 */
export async function handleWalletResponse(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'proposals' | 'settlers' | 'waiting'>,
  topic: string,
  payload: RpcPayload,
): Promise<void> {
  const proposal = context.proposals.get(payload.id)
  if (proposal && topic === proposal.pairingTopic) {
    context.proposals.delete(payload.id)
    if (payload.error) return proposal.failed(new WalletRpcError(payload.error.code, payload.error.message))
    const { responderPublicKey } = payload.result as { responderPublicKey: string }
    const symKey = deriveSymKey(proposal.keyPair.privateKey, responderPublicKey)
    const sessionTopic = topicOf(symKey)
    context.settlers.set(sessionTopic, proposal)
    await listenToTopic(context, sessionTopic, symKey)
    return
  }
  const entry = context.waiting.get(payload.id)
  if (!entry) return
  context.waiting.delete(payload.id)
  if (payload.error) entry.reject(new WalletRpcError(payload.error.code, payload.error.message))
  else entry.resolve(payload.result)
}
