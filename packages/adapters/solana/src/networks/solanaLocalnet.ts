import type { Network } from '@portico/core'
import { solanaNetwork } from './solanaNetwork.js'

export interface SolanaLocalnetParameters {
  rpcUrl: string
  /** The node's genesis hash (`getGenesisHash`, or `genesisHash` of @portico/devnet's Solana info). */
  genesisHash: string
  wsUrl?: string
  name?: string
}

/**
 * A Portico network for a local Solana node (e.g. @portico/devnet's): wallets see it as the
 * Wallet Standard chain `solana:localnet`.
 * @example solanaLocalnet({ rpcUrl: devnet.solana.rpcUrl, wsUrl: devnet.solana.wsUrl, genesisHash: devnet.solana.genesisHash })
 */
export function solanaLocalnet({
  rpcUrl,
  genesisHash,
  wsUrl,
  name = 'Solana Localnet',
}: SolanaLocalnetParameters): Network {
  return solanaNetwork({ genesisHash, name, rpcUrl, testnet: true, ...(wsUrl ? { wsUrl } : {}) })
}
