import type { CloudTokenBalance } from '../../cloud/CloudClient.js'
import type { CloudContext } from '../../cloud/CloudContext.js'
import { PORTFOLIO_CACHE_MS } from '../../constants/cacheLifetimes.js'
import { parseUnits } from '../../format/parseUnits.js'
import type { TokenBalance } from '../../types/account.js'
import type { AdapterBalance } from '../../types/adapter.js'
import type { CaipAddress } from '../../types/namespace.js'
import type { Network } from '../../types/network.js'

type PortfolioContext = Pick<CloudContext, 'state' | 'storage' | 'environment' | 'cloud'>

function toTokenBalance({ address, ...balance }: CloudTokenBalance): TokenBalance {
  return address === null ? balance : { ...balance, address }
}

/**
 * The account's balances on an EVM network from the blockchain API (spec §7), cached 30 s per
 * CAIP address (the portfolio cache of spec §9): the tokens go to the account's `tokenBalance`,
 * and the native balance is returned in the adapter's shape; `force` skips the cache (a refresh
 * after a send). Throws when the cloud fails.
 */
export async function fetchPortfolio(
  context: PortfolioContext,
  parameters: { address: string; caipAddress: CaipAddress; network: Network; force?: boolean },
): Promise<AdapterBalance> {
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
  const native = tokens.find((token) => token.address === undefined)
  const decimals = Number(native?.quantity.decimals ?? network.nativeCurrency.decimals)
  return {
    value: native ? parseUnits(native.quantity.numeric, decimals) : 0n,
    decimals,
    symbol: native?.symbol ?? network.nativeCurrency.symbol,
  }
}
