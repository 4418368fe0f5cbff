import type { DevnetSolanaAccount } from './devnetSolanaAccounts.js'

/** What a running Solana devnet exposes (and what the devnet file holds under `solana`). */
export type SolanaDevnetInfo = {
  rpcUrl: string
  /** PubSub endpoint (also served on the RPC port itself). */
  wsUrl: string
  genesisHash: string
  accounts: DevnetSolanaAccount[]
  token: {
    mint: string
    /** Its name and symbol are also in its Metaplex metadata account. */
    name: string
    symbol: string
    decimals: number
    tokenAccounts: { owner: string; address: string }[]
  }
}
