import type { Network } from '@portico/core'
import type { KeplrChainInfo } from '../connectors/KeplrLike.js'
import { cosmosChainOf } from './cosmosChainOf.js'

/** The `experimentalSuggestChain` description of a network, for a wallet that does not know it yet. */
export function toKeplrChainInfo(network: Network): KeplrChainInfo {
  const chain = cosmosChainOf(network)
  const prefix = chain.bech32Prefix
  const currency = {
    coinDenom: network.nativeCurrency.symbol,
    coinMinimalDenom: chain.denom,
    coinDecimals: network.nativeCurrency.decimals,
  }
  return {
    chainId: chain.chainId,
    chainName: network.name,
    rpc: network.rpcUrls.default.http[0] ?? '',
    rest: chain.restUrl,
    bip44: { coinType: chain.coinType },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    feeCurrencies: [
      {
        ...currency,
        gasPriceStep: { low: chain.gasPrice, average: chain.gasPrice, high: chain.gasPrice * 2 },
      },
    ],
    stakeCurrency: currency,
  }
}
