import { defineNetwork, type Network } from '@portico/core'
import type { CosmosChain } from './CosmosChain.js'

/** A Portico network in the `cosmos` namespace, with the chain facts the adapter reads. */
export type CosmosNetwork = Network & { cosmos: CosmosChain }

export interface CosmosNetworkParameters {
  chainId: string
  name: string
  /** CometBFT RPC. */
  rpcUrl: string
  /** Cosmos REST (LCD) API. */
  restUrl: string
  bech32Prefix: string
  /** Base denom (`uatom`) and how it is shown (`ATOM`, 6 decimals). */
  denom: string
  symbol: string
  decimals: number
  /** Fee per unit of gas in `denom`; default 0.025. */
  gasPrice?: number
  /** Default 118. */
  coinType?: number
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
}

/**
 * A Portico network for a Cosmos SDK chain: id and CAIP-2 reference are the chain id
 * (`cosmos:cosmoshub-4`), the native currency the base denom shown with its decimals.
 * @example cosmosNetwork({ chainId: 'juno-1', name: 'Juno', rpcUrl, restUrl, bech32Prefix: 'juno', denom: 'ujuno', symbol: 'JUNO', decimals: 6 })
 */
export function cosmosNetwork({
  chainId,
  name,
  rpcUrl,
  restUrl,
  bech32Prefix,
  denom,
  symbol,
  decimals,
  gasPrice = 0.025,
  coinType = 118,
  blockExplorer,
  testnet,
}: CosmosNetworkParameters): CosmosNetwork {
  return defineNetwork(
    {
      id: chainId,
      name,
      nativeCurrency: { name: symbol, symbol, decimals },
      rpcUrls: { default: { http: [rpcUrl] } },
      ...(blockExplorer ? { blockExplorers: { default: blockExplorer } } : {}),
      ...(testnet === undefined ? {} : { testnet }),
      cosmos: { chainId, bech32Prefix, denom, restUrl, gasPrice, coinType },
    },
    'cosmos',
  )
}
