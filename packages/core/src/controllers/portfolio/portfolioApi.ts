import type { CloudContext } from '../../cloud/CloudContext.js'
import { tokenImageUrl } from '../../cloud/tokenImageUrl.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { TokenBalance } from '../../types/account.js'
import type { PortfolioParameters, PorticoPortfolio } from '../../types/portfolio.js'
import { readCloudTokens } from './readCloudTokens.js'
import { readPortfolioTokens } from './readPortfolioTokens.js'

export type PortfolioInstance = Pick<
  PorticoContext,
  'state' | 'storage' | 'environment' | 'adapters' | 'options'
>

function connectedAccount(context: PortfolioInstance, parameters: PortfolioParameters) {
  const namespace = parameters.namespace ?? context.state.activeNamespace
  const chain = namespace ? context.state.chains[namespace] : undefined
  const account = chain?.accountState
  const network = chain?.networkState.caipNetwork
  if (!namespace || account?.status !== 'connected' || !account.address || !account.caipAddress || !network)
    return undefined
  return { namespace, address: account.address, caipAddress: account.caipAddress, network }
}

/**
 * The instance's portfolio calls (createPortfolio loads them with the first). Tokens come from the namespace's adapter where it reads them from the network
 * itself (`readTokenBalances`: Solana; a token without an image gets the cloud's for its symbol), else from the
 * cloud's blockchain API, which serves EVM (testnets included: a self-hosted cloud serves its devnet); NFTs from
 * the cloud (EVM). Without a source or a connected account: empty lists.
 */
export function portfolioApi(context: PortfolioInstance, cloud: CloudContext | undefined): PorticoPortfolio {
  const tokenSource = (account: NonNullable<ReturnType<typeof connectedAccount>>) => {
    const adapter = context.adapters.get(account.namespace)
    if (adapter?.readTokenBalances) {
      const read = adapter.readTokenBalances.bind(adapter)
      // A token without an image of its own gets the cloud's image for its symbol, as EVM tokens do.
      const withIcon = (token: TokenBalance): TokenBalance =>
        token.iconUrl
          ? token
          : { ...token, iconUrl: tokenImageUrl(context.options.cloudUrl, token.symbol) ?? '' }
      return async (): Promise<TokenBalance[]> =>
        (await read({ address: account.address, network: account.network })).map(withIcon)
    }
    if (cloud && account.namespace === 'eip155') return () => readCloudTokens(cloud, account)
    return undefined
  }
  return {
    async getTokens(parameters = {}) {
      const account = connectedAccount(context, parameters)
      const read = account && tokenSource(account)
      if (!account || !read) return []
      return readPortfolioTokens(context, { ...account, force: parameters.force === true }, read)
    },
    async getNfts(parameters = {}) {
      const account = connectedAccount(context, parameters)
      if (!cloud || account?.namespace !== 'eip155') return []
      const nfts = await cloud.cloud.getNfts({
        address: account.address,
        caipNetworkId: account.network.caipNetworkId,
      })
      return nfts.filter((nft) => !nft.isSpam)
    },
  }
}
