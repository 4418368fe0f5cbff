import {
  BaseError,
  ContractFunctionZeroDataError,
  encodePacked,
  getCreate2Address,
  keccak256,
  type PublicClient,
} from 'viem'
import { UpstreamUnavailableError } from '../../errors/errors.js'
import type { SwapMarket } from '../SwapsConfig.js'
import { NATIVE_TOKEN_ADDRESS } from '../SwapToken.js'
import type { PoolGraph } from './PoolGraph.js'
import { uniswapV2PairAbi } from './uniswapV2Abis.js'

type Address = `0x${string}`

/**
 * Reads the reserves of every pool among the market's tokens and WETH (the pair addresses follow from the factory
 * and the init code hash; a pair without code has no pool). One JSON-RPC batch with a batching client.
 */
export async function readMarketPools(
  client: PublicClient,
  chainId: string,
  market: SwapMarket,
): Promise<PoolGraph> {
  const tokens = [
    ...new Set([market.weth, ...market.tokens.map((token) => token.address)].map(lower)),
  ].filter((token) => token !== NATIVE_TOKEN_ADDRESS)
  const pairs: [Address, Address][] = tokens.flatMap((a, index) =>
    tokens.slice(index + 1).map((b) => (a < b ? [a, b] : [b, a]) as [Address, Address]),
  )
  const reserves = await Promise.all(
    pairs.map(async ([token0, token1]) => {
      const pair = getCreate2Address({
        from: market.factory,
        salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
        bytecodeHash: market.pairInitCodeHash,
      })
      try {
        const [reserve0, reserve1] = await client.readContract({
          address: pair,
          abi: uniswapV2PairAbi,
          functionName: 'getReserves',
        })
        return [reserve0, reserve1] as const
      } catch (error) {
        const noPool =
          error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionZeroDataError)
        if (noPool) return undefined
        throw new UpstreamUnavailableError(chainId, error)
      }
    }),
  )
  const graph: PoolGraph = { reserves: new Map(), transferFeeBps: new Map() }
  const link = (a: Address, b: Address, reserveA: bigint, reserveB: bigint) => {
    const edges = graph.reserves.get(a) ?? new Map()
    edges.set(b, [reserveA, reserveB] as const)
    graph.reserves.set(a, edges)
  }
  pairs.forEach(([token0, token1], index) => {
    const found = reserves[index]
    if (!found || found[0] === 0n || found[1] === 0n) return
    link(token0, token1, found[0], found[1])
    link(token1, token0, found[1], found[0])
  })
  for (const token of market.tokens) {
    if (token.transferFeeBps > 0) graph.transferFeeBps.set(lower(token.address), token.transferFeeBps)
  }
  return graph
}

const lower = (address: string) => address.toLowerCase() as Address
