import type { ChainNamespace, Network } from '@portico/core'
import type { OnrampCloud } from '../cloud/OnrampCloud.js'
import { OnrampError } from '../errors/OnrampError.js'
import type { OnrampContext } from './OnrampContext.js'

/** The namespaces the providers deliver on. */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** The connected account the purchase is for, its network and the cloud; `unsupported_chain` or `no_cloud` else. */
export function onrampAccountOf(context: OnrampContext): {
  namespace: ChainNamespace
  address: string
  network: Network
  cloud: OnrampCloud
} {
  const { state, options } = context
  const namespace = state.activeNamespace
  const chain = namespace && ONRAMP_NAMESPACES.includes(namespace) ? state.chains[namespace] : undefined
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (!namespace || !chain || !address || !network) throw new OnrampError('unsupported_chain')
  if (!options.cloudUrl) throw new OnrampError('no_cloud')
  return {
    namespace,
    address,
    network,
    cloud: { cloudUrl: options.cloudUrl, projectId: options.projectId, signal: context.signal },
  }
}
