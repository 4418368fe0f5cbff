import type { PublicClient } from 'viem'
import { nativeCurrency } from '../../blockchain/nativeCurrency.js'
import { UnsupportedChainError } from '../../errors/errors.js'
import type { SwapBuild, SwapProvider, SwapQuote, SwapQuoteRequest } from '../SwapProvider.js'
import type { SwapMarket } from '../SwapsConfig.js'
import { NATIVE_TOKEN_ADDRESS, type SwapToken } from '../SwapToken.js'
import { NoSwapRouteError } from '../swapErrors.js'
import { encodeRouterSwap } from './encodeRouterSwap.js'
import { findBestRoute, type PoolRoute } from './findBestRoute.js'
import { readMarketPools } from './readMarketPools.js'

type Address = `0x${string}`

/** How long a built swap stays valid at the router. */
const SWAP_DEADLINE_SECONDS = 20n * 60n

export type PoolsProviderParameters = {
  markets: Record<string, SwapMarket>
  /** A client of the chain's RPC upstream (undefined: the chain has none). */
  client(chainId: string): Promise<PublicClient | undefined>
}

/** The `pools` provider: quotes and Router02 calldata over a chain's own Uniswap v2 pools, read from its node. */
export function createPoolsProvider({ markets, client }: PoolsProviderParameters): SwapProvider {
  const marketOf = (chainId: string) => {
    const market = markets[chainId]
    if (!market) throw new UnsupportedChainError(chainId)
    return market
  }
  const route = async ({ chainId, from, to, amount }: SwapQuoteRequest) => {
    const market = marketOf(chainId)
    const known = new Set([
      NATIVE_TOKEN_ADDRESS,
      market.weth.toLowerCase(),
      ...market.tokens.map((t) => t.address),
    ])
    for (const token of [from, to]) {
      if (!known.has(token)) throw new NoSwapRouteError(`${token} is not a token of this market`)
    }
    const weth = market.weth.toLowerCase() as Address
    const [tokenIn, tokenOut] = [from, to].map((token) =>
      token === NATIVE_TOKEN_ADDRESS ? weth : token,
    ) as [Address, Address]
    if (tokenIn === tokenOut) throw new NoSwapRouteError('from and to are the same token')
    const chainClient = await client(chainId)
    if (!chainClient) throw new UnsupportedChainError(chainId)
    const graph = await readMarketPools(chainClient, chainId, market)
    const best = findBestRoute(graph, tokenIn, tokenOut, amount)
    if (!best) throw new NoSwapRouteError(`no pool connects ${from} to ${to}`)
    return { best, market }
  }
  const quoteOf = (best: PoolRoute): SwapQuote => ({
    toAmount: best.amountOut,
    path: best.path,
    priceImpact: best.priceImpact,
    feeOnTransfer: best.feeOnTransfer,
  })

  return {
    name: 'pools',
    supports: (chainId) => chainId in markets,
    async tokens(chainId): Promise<SwapToken[]> {
      const native = nativeCurrency(chainId)
      return [{ address: NATIVE_TOKEN_ADDRESS, ...native, transferFeeBps: 0 }, ...marketOf(chainId).tokens]
    },
    async quote(request) {
      return quoteOf((await route(request)).best)
    },
    async spender(chainId) {
      return marketOf(chainId).router
    },
    async buildSwap(request): Promise<SwapBuild> {
      const { best, market } = await route(request)
      const minimumToAmount = (best.amountOut * BigInt(10_000 - request.slippageBps)) / 10_000n
      const { data, value } = encodeRouterSwap({
        path: best.path,
        fromNative: request.from === NATIVE_TOKEN_ADDRESS,
        toNative: request.to === NATIVE_TOKEN_ADDRESS,
        amountIn: request.amount,
        minimumOut: minimumToAmount,
        recipient: request.userAddress,
        deadline: BigInt(Math.floor(Date.now() / 1_000)) + SWAP_DEADLINE_SECONDS,
        feeOnTransfer: best.feeOnTransfer,
      })
      // The route estimates its gas (estimateSwapGas), as for every provider.
      return { ...quoteOf(best), minimumToAmount, tx: { to: market.router, data, value } }
    },
  }
}
