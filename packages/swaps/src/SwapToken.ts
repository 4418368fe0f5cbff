/** A token the cloud's swap service trades on the account's network, with the account's balance when read. */
export interface SwapToken {
  /** CAIP-10: `eip155:<chain>:<address>`; the native currency is at 0xeeee…eeee. */
  readonly address: string
  readonly symbol: string
  readonly name: string
  readonly decimals: number
  readonly logoUri?: string | undefined
  /** USD per whole token, when the cloud's prices know it. */
  readonly price?: number | undefined
  /** Base units the account holds (read with the list). */
  readonly balance?: bigint | undefined
  /** The token keeps a share of every transfer (the quote already counts it). */
  readonly feeOnTransfer?: boolean | undefined
}
