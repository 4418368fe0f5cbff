import type { EvmDevnetInfo } from '@portico/devnet'

/** The part of the devnet file the page uses: the EVM chains' endpoints and the funded accounts. */
export type LabDevnet = Pick<EvmDevnetInfo, 'chains' | 'accounts'>
