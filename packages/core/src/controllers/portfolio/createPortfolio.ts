import type { CloudContext } from '../../cloud/CloudContext.js'
import type { PortfolioParameters, PorticoPortfolio } from '../../types/portfolio.js'
import { readPortfolioTokens } from './readPortfolioTokens.js'

function connectedEvmAccount(context: Pick<CloudContext, 'state'>, parameters: PortfolioParameters) {
  const namespace = parameters.namespace ?? context.state.activeNamespace
  if (namespace !== 'eip155') return undefined
  const chain = context.state.chains[namespace]
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  if (account?.status !== 'connected' || !account.address || !account.caipAddress || !network)
    return undefined
  return { address: account.address, caipAddress: account.caipAddress, network }
}

/**
 * The instance's portfolio API over the cloud's blockchain API (EVM only, testnets included: a
 * self-hosted cloud serves its devnet). Without a cloud or a connected EVM account: empty lists.
 */
export function createPortfolio(context: CloudContext | undefined): PorticoPortfolio {
  return {
    async getTokens(parameters = {}) {
      const account = context && connectedEvmAccount(context, parameters)
      if (!context || !account) return []
      return readPortfolioTokens(context, { ...account, force: parameters.force === true })
    },
    async getNfts(parameters = {}) {
      const account = context && connectedEvmAccount(context, parameters)
      if (!context || !account) return []
      const nfts = await context.cloud.getNfts({
        address: account.address,
        caipNetworkId: account.network.caipNetworkId,
      })
      return nfts.filter((nft) => !nft.isSpam)
    },
  }
}
