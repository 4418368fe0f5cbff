/** Native currencies of EVM chains whose currency is not Ether. */
const nativeCurrencies: Record<string, { name: string; symbol: string; decimals: number }> = {
  'eip155:56': { name: 'BNB', symbol: 'BNB', decimals: 18 },
  'eip155:137': { name: 'POL', symbol: 'POL', decimals: 18 },
  'eip155:43114': { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
}

/** The native currency of an EVM chain (Ether unless listed). */
export function nativeCurrency(chainId: string): { name: string; symbol: string; decimals: number } {
  return nativeCurrencies[chainId] ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
}
