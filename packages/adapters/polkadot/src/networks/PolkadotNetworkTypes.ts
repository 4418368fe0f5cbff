import type { Network } from '@portico/core'

/** A Portico network of the polkadot namespace, with what the adapter needs to format addresses. */
export interface PolkadotNetwork extends Network {
  polkadot: {
    /** Full genesis hash, `0x` and 64 hex characters. */
    genesisHash: string
    /** The chain's SS58 address prefix (0 Polkadot, 2 Kusama). */
    ss58Prefix: number
  }
}
