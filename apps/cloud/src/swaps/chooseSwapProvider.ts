import { UnsupportedChainError } from '../errors/errors.js'
import type { Project } from '../projects/Project.js'
import type { SwapProviders } from './createSwapProviders.js'
import type { SwapProvider } from './SwapProvider.js'
import { SwapsDisabledError } from './swapErrors.js'

/**
 * The provider that serves a project's swap on a chain: the first of the project's `swaps` list (its remote feature)
 * this cloud has for the chain, else the chain's own pools when the cloud has them. An empty list turns swaps off
 * (403 swaps_disabled); a chain no provider serves is 400 unsupported_chain.
 */
export function chooseSwapProvider(
  project: Project,
  chainId: string,
  providers: SwapProviders,
): SwapProvider {
  const listed = project.features.swaps
  if (listed.length === 0) throw new SwapsDisabledError()
  for (const name of [...listed, 'pools']) {
    const provider = providers.byName.get(name)
    if (provider?.supports(chainId)) return provider
  }
  throw new UnsupportedChainError(chainId)
}
