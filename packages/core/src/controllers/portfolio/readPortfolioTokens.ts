import { PORTFOLIO_CACHE_MS } from '../../constants/cacheLifetimes.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { TokenBalance } from '../../types/account.js'
import type { CaipAddress } from '../../types/namespace.js'
import type { Network } from '../../types/network.js'
import { withNetworkCurrency } from './withNetworkCurrency.js'

export type PortfolioContext = Pick<PorticoContext, 'state' | 'storage' | 'environment'>

/**
 * The account's tokens (native first) from `read` (the cloud's blockchain API, docs/behaviour.md#calls, or the adapter's own
 * reading), cached 30 s per CAIP address (the portfolio cache of docs/behaviour.md#limits) and written to the account's
 * `tokenBalance`, the native token named as the network names its coin; `force` skips the cache (a refresh after a send). Throws when the reading fails.
 */
export async function readPortfolioTokens(
  context: PortfolioContext,
  parameters: { caipAddress: CaipAddress; network: Network; force?: boolean },
  read: () => Promise<TokenBalance[]>,
): Promise<TokenBalance[]> {
  const { caipAddress, network } = parameters
  const cached = context.storage.get('portfolioCache')?.[caipAddress]
  const fresh =
    parameters.force !== true &&
    cached !== undefined &&
    Array.isArray(cached.value) &&
    context.environment.now() - cached.timestamp < PORTFOLIO_CACHE_MS
  const tokens = withNetworkCurrency(network, fresh ? cached.value : await read())
  if (!fresh) {
    context.storage.set('portfolioCache', {
      ...context.storage.get('portfolioCache'),
      [caipAddress]: { timestamp: context.environment.now(), value: tokens },
    })
  }
  const account = context.state.chains[network.chainNamespace]?.accountState
  if (account?.caipAddress === caipAddress) account.tokenBalance = tokens
  return tokens
}
