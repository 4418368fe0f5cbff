import { approveSessionParams } from '../relayParamsSchemas.js'
import { checkMessage } from './checkMessage.js'
import { parseParams } from './parseParams.js'
import type { RelayHandler } from './RelayHandler.js'
import { DEFAULT_TTL_SECONDS, SESSION_SUBSCRIPTION_MS, SESSION_TAG } from './relaySessionConstants.js'
import { storeMessage } from './storeMessage.js'
import { subscribeImplicitly } from './subscribeImplicitly.js'

/**
 * `wc_approveSession`: the wallet is subscribed to the session topic, then its answer goes to the pairing topic and
 * the settlement to the session topic.
 */
export const handleApproveSession: RelayHandler = async (context, params) => {
  const {
    pairingTopic,
    sessionTopic,
    sessionProposalResponse,
    sessionSettlementRequest,
    ttl = DEFAULT_TTL_SECONDS,
  } = parseParams(approveSessionParams, params)
  checkMessage(context.limits, sessionProposalResponse, ttl)
  checkMessage(context.limits, sessionSettlementRequest, ttl)
  await context.quotas.takePublishes(2)
  await subscribeImplicitly(context, sessionTopic, context.now() + SESSION_SUBSCRIPTION_MS)
  await storeMessage(context, {
    topic: pairingTopic,
    message: sessionProposalResponse,
    ttl,
    tag: SESSION_TAG.proposalResponse,
  })
  await storeMessage(context, {
    topic: sessionTopic,
    message: sessionSettlementRequest,
    ttl,
    tag: SESSION_TAG.sessionSettle,
  })
  return true
}
