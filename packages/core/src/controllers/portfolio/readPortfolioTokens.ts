import type { CloudTokenBalance } from '../../cloud/CloudClient.js'
import type { CloudContext } from '../../cloud/CloudContext.js'
import { PORTFOLIO_CACHE_MS } from '../../constants/cacheLifetimes.js'
import type { TokenBalance } from '../../types/account.js'
import type { CaipAddress } from '../../types/namespace.js'
import type { Network } from '../../types/network.js'

export type PortfolioContext = Pick<CloudContext, 'state' | 'storage' | 'environment' | 'cloud'>

function toTokenBalance({ address, ...balance }: CloudTokenBalance): TokenBalance {
  return address === null ? balance : { ...balance, address }
}

/**
 * The account's tokens on an EVM network (native first) from the blockchain API (spec §7), cached
 * 30 s per CAIP address (the portfolio cache of spec §9) and written to the account's
 * `tokenBalance`; `force` skips the cache (a refresh after a send). Throws when the cloud fails.
 */
export async function readPortfolioTokens(
  context: PortfolioContext,
  parameters: { address: string; caipAddress: CaipAddress; network: Network; force?: boolean },
): Promise<TokenBalance[]> {
  const { address, caipAddress, network } = parameters
  const cached = context.storage.get('portfolioCache')?.[caipAddress]
  const fresh =
    parameters.force !== true &&
    cached !== undefined &&
    Array.isArray(cached.value) &&
    context.environment.now() - cached.timestamp < PORTFOLIO_CACHE_MS
  const tokens = fresh
    ? cached.value
    : (await context.cloud.getBalances({ address, caipNetworkId: network.caipNetworkId })).map(toTokenBalance)
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
