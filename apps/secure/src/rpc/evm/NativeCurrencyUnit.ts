/** How a network's native amounts are shown: its symbol and decimals (the app's network definition, SYNC_DAPP_DATA). */
export interface NativeCurrencyUnit {
  symbol: string
  decimals: number
}

/** The unit when the widget named none for the network (an older widget): ether's. */
export const ETHER_UNIT: NativeCurrencyUnit = { symbol: 'ETH', decimals: 18 }
