/** A balance in the spec's token fields (§3). `address` is the token's CAIP-10 address, null for the native currency. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address: string | null
  /** Fiat value (quantity × price); 0 where no price is known (devnets). */
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
