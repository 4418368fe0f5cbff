import { type Network, UserRejectedError } from '@portico/core'
import { toWalletError } from '../errors/toWalletError.js'
import { UnknownCosmosNetworkError } from '../errors/UnknownCosmosNetworkError.js'
import { cosmosChainOf } from '../networks/cosmosChainOf.js'
import { type CosmosSession, toCosmosSession } from './CosmosSession.js'
import { enableChain } from './enableChain.js'

/**
 * Enables the network's chain in each session's wallet and reads its key there: each chain has its own
 * bech32 prefix, so the same key has another address. The visitor's refusal is UserRejectedError; a wallet
 * that cannot take the chain makes it UnknownCosmosNetworkError.
 */
export async function switchCosmosSessions(
  sessions: [string, CosmosSession][],
  target: Network,
): Promise<Map<string, CosmosSession>> {
  const { chainId } = cosmosChainOf(target)
  const moved = new Map<string, CosmosSession>()
  for (const [connectorId, { wallet }] of sessions) {
    try {
      await enableChain(wallet, target)
      moved.set(connectorId, toCosmosSession(wallet, await wallet.getKey(chainId)))
    } catch (error) {
      const refused = toWalletError(error)
      if (refused instanceof UserRejectedError) throw refused
      throw new UnknownCosmosNetworkError({ caipNetworkId: target.caipNetworkId, cause: error })
    }
  }
  return moved
}
