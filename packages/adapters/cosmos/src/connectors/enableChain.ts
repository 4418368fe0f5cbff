import { type Network, UserRejectedError } from '@portico/core'
import { toWalletError } from '../errors/toWalletError.js'
import { cosmosChainOf } from '../networks/cosmosChainOf.js'
import { toKeplrChainInfo } from '../networks/toKeplrChainInfo.js'
import type { KeplrLike } from './KeplrLike.js'

/**
 * Enables the network's chain in the wallet. Keplr answers an unknown chain id with an error (not a
 * rejection), so then the chain is suggested and enabled again: Cosmos's version of EVM's 4902 → add.
 */
export async function enableChain(provider: KeplrLike, target: Network): Promise<void> {
  const { chainId } = cosmosChainOf(target)
  try {
    await provider.enable(chainId)
  } catch (error) {
    const refused = toWalletError(error)
    if (refused instanceof UserRejectedError || !provider.experimentalSuggestChain) throw refused
    await provider.experimentalSuggestChain(toKeplrChainInfo(target))
    await provider.enable(chainId)
  }
}
