import type { EvmDevnetInfo, SolanaDevnetInfo } from '@portico/devnet'

/**
 * The part of the devnet file the page uses: the EVM chains' endpoints and the funded accounts, and
 * the Solana chain's when the devnet runs one.
 */
export type LabDevnet = Pick<EvmDevnetInfo, 'chains' | 'accounts'> & {
  solana?: Pick<SolanaDevnetInfo, 'rpcUrl' | 'wsUrl' | 'genesisHash' | 'accounts'>
}
