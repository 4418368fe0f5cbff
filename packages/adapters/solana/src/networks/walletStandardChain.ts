import type { Network } from '@portico/core'
import type { IdentifierString } from '@wallet-standard/base'
import { genesisReference } from './genesisReference.js'

/** Wallet Standard chains of the public clusters, by CAIP-2 reference (genesis hash prefix). */
const PUBLIC_CLUSTERS: Readonly<Record<string, IdentifierString>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VPwjbq9: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The Wallet Standard chain a wallet knows a Portico network by: `solana:mainnet`, `solana:devnet`
 * or `solana:testnet` for the public clusters, `solana:localnet` for any other cluster (wallets name
 * no other chains).
 * @example walletStandardChain(solanaDevnet) // 'solana:devnet'
 */
export function walletStandardChain(network: Pick<Network, 'id'>): IdentifierString {
  return PUBLIC_CLUSTERS[genesisReference(String(network.id))] ?? 'solana:localnet'
}
