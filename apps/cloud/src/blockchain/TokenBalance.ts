/** A balance in the documented token fields (docs/behaviour.md#state). `address` is the token's CAIP-10 address, null for the native currency. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address: string | null
  /** USD value (quantity × price); absent where no price is set (see src/prices). */
  value?: number
  /** USD price of one unit; absent where no price is set. */
  price?: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
