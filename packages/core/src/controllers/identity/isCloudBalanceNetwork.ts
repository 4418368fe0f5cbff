import type { Network } from '../../types/network.js'

/**
 * Whether the blockchain API serves a network's balance and identity (docs/behaviour.md#validation): EVM networks
 * that are not testnets (local devnets are marked testnet and keep the adapter's balance).
 */
export function isCloudBalanceNetwork(network: Network | undefined): network is Network {
  return network !== undefined && network.chainNamespace === 'eip155' && network.testnet !== true
}
