import { genesisReference } from '@portico/adapter-solana'
import type { LabDevnet } from '../../src/devnet/LabDevnet.js'

/** The CAIP-2 id of the e2e devnet's Solana chain (`solana:` and the first 32 characters of its genesis hash). */
export function solanaNetworkId(devnet: LabDevnet): string {
  if (!devnet.solana) throw new Error('The e2e devnet runs no Solana chain')
  return `solana:${genesisReference(devnet.solana.genesisHash)}`
}
