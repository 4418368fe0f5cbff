/** Options of `send()`. */
export interface SendParameters {
  /**
   * More token contracts (CAIP-10, `eip155:<chainId>:<address>`) whose `transfer` returns nothing,
   * like Tether's (docs/behaviour.md#limits); Tether on Ethereum is always one.
   */
  usdtLikeTokens?: readonly string[] | undefined
}
