import { approveSessionParams } from '../relayParamsSchemas.js'
import { parseParams } from './parseParams.js'
import { publishSessionMessages } from './publishSessionMessages.js'
import type { RelayHandler } from './RelayHandler.js'
import { DEFAULT_TTL_SECONDS, SESSION_SUBSCRIPTION_MS, SESSION_TAG } from './relaySessionConstants.js'

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
  await publishSessionMessages(context, {
    subscribeTo: sessionTopic,
    subscribeUntil: context.now() + SESSION_SUBSCRIPTION_MS,
    ttl,
    messages: [
      { topic: pairingTopic, message: sessionProposalResponse, tag: SESSION_TAG.proposalResponse },
      { topic: sessionTopic, message: sessionSettlementRequest, tag: SESSION_TAG.sessionSettle },
    ],
  })
  return true
}
