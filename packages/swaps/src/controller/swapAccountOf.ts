import type { Network } from '@portico/core'
import type { SwapsCloud } from '../cloud/SwapsCloud.js'
import { SwapError } from '../errors/SwapError.js'
import type { SwapsContext } from './SwapsContext.js'

/** The connected EVM account the swap is for, its network and the cloud; `unsupported_chain` or `no_cloud` else. */
export function swapAccountOf(context: SwapsContext): {
  address: string
  network: Network
  cloud: SwapsCloud
} {
  const { state, options } = context
  const chain = state.activeNamespace === 'eip155' ? state.chains.eip155 : undefined
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (!chain || !address || !network) throw new SwapError('unsupported_chain')
  if (!options.cloudUrl) throw new SwapError('no_cloud')
  return {
    address,
    network,
    cloud: { cloudUrl: options.cloudUrl, projectId: options.projectId, signal: context.signal },
  }
}
