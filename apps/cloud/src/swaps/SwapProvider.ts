import type { SwapToken } from './SwapToken.js'

type Address = `0x${string}`

/** What to quote: `amount` (base units) of `from` for `to`, on one EVM chain. */
export type SwapQuoteRequest = { chainId: string; from: Address; to: Address; amount: bigint }

export type SwapQuote = {
  toAmount: bigint
  /** The tokens the route goes through, from first to last (the pools provider; empty when the upstream hides it). */
  path: Address[]
  /** How far the pools' depth moves the price, in percent (LP fees excluded); null when unknown. */
  priceImpact: number | null
  /** A token of the route keeps a share of each transfer: `toAmount` already counts it. */
  feeOnTransfer: boolean
}

export type SwapBuildRequest = SwapQuoteRequest & {
  /** The account that swaps, and receives. */
  userAddress: Address
  /** The least the visitor accepts, as a bound below the quote: 100 = 1 %. */
  slippageBps: number
}

export type SwapBuild = SwapQuote & {
  /** `gas`: the upstream's own figure when it gives one; the route answers the chain's estimate instead. */
  tx: { to: Address; data: `0x${string}`; value: bigint; gas?: bigint | undefined }
  minimumToAmount: bigint
}

/** A source of swap quotes and calldata: the chain's own Uniswap v2 pools, or an aggregator (1inch). */
export interface SwapProvider {
  readonly name: string
  /** Whether it trades on a chain. */
  supports(chainId: string): boolean
  tokens(chainId: string): Promise<SwapToken[]>
  quote(request: SwapQuoteRequest): Promise<SwapQuote>
  /** The contract the visitor approves to spend a token. */
  spender(chainId: string): Promise<Address>
  buildSwap(request: SwapBuildRequest): Promise<SwapBuild>
}
