import { type Network, parseCaipNetworkId, type SiwxSession } from '@portico/core'
import type { SiwxMessenger } from '../messenger/SiwxMessenger.js'
import type { SiwxVerifier } from '../verifiers/SiwxVerifier.js'

export interface VerifySiwxSessionParameters {
  verifiers: readonly SiwxVerifier[]
  messenger: Pick<SiwxMessenger, 'format'>
  networks?: readonly Network[] | undefined
  now?: Date | undefined
}

/**
 * Whether a session is valid: its message is the text of its data, the time is within its
 * not-before and expiration times, and its namespace's verifier accepts the signature. False when
 * no verifier speaks the namespace; throws only when the verifier cannot tell.
 */
export async function verifySiwxSession(
  session: SiwxSession,
  parameters: VerifySiwxSessionParameters,
): Promise<boolean> {
  const { data } = session
  let namespace: string
  try {
    namespace = parseCaipNetworkId(data.chainId).chainNamespace
  } catch {
    return false
  }
  const verifier = parameters.verifiers.find((candidate) => candidate.namespace === namespace)
  if (!verifier || parameters.messenger.format(data) !== session.message) return false
  const now = (parameters.now ?? new Date()).getTime()
  if (data.expirationTime && Date.parse(data.expirationTime) <= now) return false
  if (data.notBefore && Date.parse(data.notBefore) > now) return false
  return verifier.verify({
    message: session.message,
    signature: session.signature,
    address: data.accountAddress,
    chainId: data.chainId,
    network: parameters.networks?.find((network) => network.caipNetworkId === data.chainId),
  })
}
