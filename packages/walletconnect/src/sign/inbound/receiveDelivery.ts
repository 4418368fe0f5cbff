import { openEnvelope } from '../../crypto/envelope.js'
import type { RelayDelivery } from '../../relay/createRelaySocket.js'
import type { RpcPayload } from '../RpcPayload.js'
import type { SignClientContext } from '../SignClientContext.js'
import { handleWalletRequest } from './handleWalletRequest.js'
import { handleWalletResponse } from './handleWalletResponse.js'

/**
 * A message the relay delivered: opened with its topic's key (one of another topic, or that does not open, is
 * dropped), then handled as the wallet's request or response; a failure to answer is of no consequence here.
 */
export function receiveDelivery(context: SignClientContext, delivery: RelayDelivery): void {
  const symKey = context.keys.get(delivery.topic)
  if (!symKey) return
  let payload: RpcPayload
  try {
    payload = JSON.parse(openEnvelope(symKey, delivery.message)) as RpcPayload
  } catch {
    return
  }
  const handled = payload.method
    ? handleWalletRequest(context, delivery.topic, { ...payload, method: payload.method })
    : handleWalletResponse(context, delivery.topic, payload)
  handled.catch(() => undefined)
}
