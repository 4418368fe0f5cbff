import { proposeSessionParams } from '../relayParamsSchemas.js'
import { parseParams } from './parseParams.js'
import { publishSessionMessages } from './publishSessionMessages.js'
import type { RelayHandler } from './RelayHandler.js'
import { DEFAULT_TTL_SECONDS, SESSION_TAG } from './relaySessionConstants.js'

/** `wc_proposeSession`: the dapp is subscribed to the pairing topic, then its proposal is published there. */
export const handleProposeSession: RelayHandler = async (context, params) => {
  const {
    pairingTopic,
    sessionProposal,
    ttl = DEFAULT_TTL_SECONDS,
  } = parseParams(proposeSessionParams, params)
  await publishSessionMessages(context, {
    subscribeTo: pairingTopic,
    subscribeUntil: context.now() + ttl * 1_000,
    ttl,
    messages: [{ topic: pairingTopic, message: sessionProposal, tag: SESSION_TAG.proposal }],
  })
  return true
}
