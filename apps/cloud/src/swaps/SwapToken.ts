/** The address AppKit's convert API and 1inch give the native currency (ETH on Ethereum). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A token a swap provider trades on one chain; `address` is lower-case, NATIVE_TOKEN_ADDRESS for the native currency. */
export type SwapToken = {
  address: `0x${string}`
  symbol: string
  name: string
  decimals: number
  logoUri?: string | undefined
  /** A fee-on-transfer token: the share of every transfer it keeps (basis points); 0 for a plain token. */
  transferFeeBps: number
}
