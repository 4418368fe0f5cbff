/** A USD price the self-hoster set for a native currency (`address: 'native'`) or a token on a chain. */
export type TokenPrice = {
  /** CAIP-2 chain id, e.g. `eip155:1`. */
  chainId: string
  /** `'native'` or the token's lower-case 0x address. */
  address: string
  usd: number
  updated: string
}
