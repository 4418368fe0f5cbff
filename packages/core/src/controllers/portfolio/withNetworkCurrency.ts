import type { TokenBalance } from '../../types/account.js'
import type { Network } from '../../types/network.js'

/**
 * The tokens with the native one (no address) named as the app's network names its coin: the network's
 * `nativeCurrency` symbol, name and decimals win over what a balance source (the cloud, a wallet) calls it, so a
 * network whose coin is 'LETH' never shows 'ETH' or 'Ether'. A field the network leaves empty keeps the source's.
 */
export function withNetworkCurrency(network: Network, tokens: TokenBalance[]): TokenBalance[] {
  const { name, symbol, decimals } = network.nativeCurrency
  return tokens.map((token) =>
    token.address === undefined
      ? {
          ...token,
          name: name || token.name,
          symbol: symbol || token.symbol,
          quantity: {
            ...token.quantity,
            decimals: decimals > 0 ? String(decimals) : token.quantity.decimals,
          },
        }
      : token,
  )
}

/** The symbol a native balance is shown with: the network's own, else the balance source's. */
export function nativeSymbol(network: Network, sourceSymbol: string | undefined): string | undefined {
  return network.nativeCurrency.symbol || sourceSymbol || undefined
}
