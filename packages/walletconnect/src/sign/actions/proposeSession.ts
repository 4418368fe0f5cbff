import { generateKeyPair, generateSymKey, topicOf } from '../../crypto/keys.js'
import { listenToTopic } from '../messages/listenToTopic.js'
import { sendMessage } from '../messages/sendMessage.js'
import type { ConnectParameters } from '../SignClient.js'
import type { SignClientContext } from '../SignClientContext.js'
import type { Session } from '../SignTypes.js'
import { SIGN_METHODS } from '../signTags.js'

const DEFAULT_PAIRING_TTL_SECONDS = 240

/**
 * `connect`: a proposal over a new pairing (or one the client holds), its pairing URI at once, and the session once
 * the wallet approved. The URI needs no answer from the relay: the QR shows while the pairing topic is subscribed and
 * the proposal published, in that order; a relay failure rejects `approval`.
 */
export async function proposeSession(
  context: Pick<SignClientContext, 'keys' | 'relay' | 'proposals' | 'metadata' | 'nextId'>,
  {
    optionalNamespaces,
    requiredNamespaces = {},
    pairingTtlSeconds = DEFAULT_PAIRING_TTL_SECONDS,
    pairingTopic: existing,
  }: ConnectParameters,
): Promise<{ uri: string; approval: Promise<Session> }> {
  const known = existing === undefined ? undefined : context.keys.get(existing)
  if (existing !== undefined && known === undefined) throw new Error(`No pairing ${existing}`)
  const symKey = known ?? generateSymKey()
  const pairingTopic = existing ?? topicOf(symKey)
  const expiryTimestamp = Math.floor(Date.now() / 1_000) + pairingTtlSeconds
  const keyPair = generateKeyPair()
  const id = context.nextId()
  let fail: (error: Error) => void = () => undefined
  const approval = new Promise<Session>((settled, failed) => {
    fail = failed
    context.proposals.set(id, { keyPair, pairingTopic, settled, failed })
  })
  const [tag, , ttl] = SIGN_METHODS.wc_sessionPropose
  const published = (async () => {
    if (known === undefined) await listenToTopic(context, pairingTopic, symKey)
    await sendMessage(
      context,
      pairingTopic,
      {
        id,
        jsonrpc: '2.0',
        method: 'wc_sessionPropose',
        params: {
          requiredNamespaces,
          optionalNamespaces,
          relays: [{ protocol: 'irn' }],
          proposer: { publicKey: keyPair.publicKey, metadata: context.metadata },
          expiryTimestamp,
          pairingTopic,
        },
      },
      tag,
      Math.min(ttl, pairingTtlSeconds),
    )
  })()
  published.catch((error: unknown) => {
    context.proposals.delete(id)
    fail(error instanceof Error ? error : new Error(String(error)))
  })
  const uri = `wc:${pairingTopic}@2?${new URLSearchParams({
    expiryTimestamp: String(expiryTimestamp),
    'relay-protocol': 'irn',
    symKey,
  })}`
  return { uri, approval }
}
