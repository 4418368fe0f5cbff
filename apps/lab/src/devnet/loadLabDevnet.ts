import { DevnetUnavailableError } from './DevnetUnavailableError.js'
import type { LabDevnet } from './LabDevnet.js'
import { LAB_DEVNET_PATH } from './labDevnetPath.js'

/**
 * Reads the running devnet's EVM endpoints, and those of its Solana, Bitcoin, Cosmos and Polkadot chains when
 * it runs them, from the lab server (same origin).
 */
export async function loadLabDevnet(): Promise<LabDevnet> {
  const response = await fetch(LAB_DEVNET_PATH, { cache: 'no-store' })
  if (!response.ok)
    throw new DevnetUnavailableError('The local chains are not running. Start the lab with `pnpm lab`.')
  const file = (await response.json()) as { eip155?: LabDevnet } & Omit<LabDevnet, 'chains' | 'accounts'>
  if (!file.eip155) throw new DevnetUnavailableError('The running devnet has no EVM chains (eip155).')
  return {
    chains: file.eip155.chains,
    accounts: file.eip155.accounts,
    ...(file.eip155.contracts ? { contracts: file.eip155.contracts } : {}),
    ...(file.solana ? { solana: file.solana } : {}),
    ...(file.bip122 ? { bip122: file.bip122 } : {}),
    ...(file.cosmos ? { cosmos: file.cosmos } : {}),
    ...(file.polkadot ? { polkadot: file.polkadot } : {}),
  }
}
