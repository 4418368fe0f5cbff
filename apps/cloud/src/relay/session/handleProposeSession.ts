import { proposeSessionParams } from '../relayParamsSchemas.js'
import { checkMessage } from './checkMessage.js'
import { parseParams } from './parseParams.js'
import type { RelayHandler } from './RelayHandler.js'
import { DEFAULT_TTL_SECONDS, SESSION_TAG } from './relaySessionConstants.js'
import { storeMessage } from './storeMessage.js'
import { subscribeImplicitly } from './subscribeImplicitly.js'

/** `wc_proposeSession`: the dapp is subscribed to the pairing topic, then its proposal is published there. */
export const handleProposeSession: RelayHandler = async (context, params) => {
  const {
    pairingTopic,
    sessionProposal,
    ttl = DEFAULT_TTL_SECONDS,
  } = parseParams(proposeSessionParams, params)
  checkMessage(context.limits, sessionProposal, ttl)
  await context.quotas.takePublishes(1)
  await subscribeImplicitly(context, pairingTopic, context.now() + ttl * 1_000)
  await storeMessage(context, {
    topic: pairingTopic,
    message: sessionProposal,
    ttl,
    tag: SESSION_TAG.proposal,
  })
  return true
}
