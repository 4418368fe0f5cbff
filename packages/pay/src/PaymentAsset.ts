/**
 * What is paid with: a token on a network, by its CAIP-2 network id and its contract address (`native` for the
 * network's own coin), with the name, symbol and decimals shown and used for the amount.
 * @example { network: 'eip155:1', asset: '0xA0b8…eB48', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } }
 */
export interface PaymentAsset {
  network: string
  asset: string
  metadata: { name: string; symbol: string; decimals: number }
}
