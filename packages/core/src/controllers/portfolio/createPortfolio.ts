import type { CloudContext } from '../../cloud/CloudContext.js'
import type { PorticoPortfolio } from '../../types/portfolio.js'
import type { PortfolioInstance } from './portfolioApi.js'

/**
 * The instance's portfolio API (tokens and NFTs of the connected account). The calls load as one chunk with the
 * first of them (the Account view's tabs or the app's own), kept out of the page's first JS.
 */
export function createPortfolio(
  context: PortfolioInstance,
  cloud: CloudContext | undefined,
): PorticoPortfolio {
  const api = async () => (await import('./portfolioApi.js')).portfolioApi(context, cloud)
  return {
    getTokens: async (parameters) => (await api()).getTokens(parameters),
    getNfts: async (parameters) => (await api()).getNfts(parameters),
  }
}
