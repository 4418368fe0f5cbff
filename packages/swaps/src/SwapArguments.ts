/**
 * What `open({ view: 'Swap', data })` prefills: each token by symbol (`USDC`) or CAIP-10 address, the amount to sell
 * in whole tokens (`'0.5'`).
 */
export interface SwapArguments {
  fromToken?: string | undefined
  toToken?: string | undefined
  amount?: string | undefined
}
