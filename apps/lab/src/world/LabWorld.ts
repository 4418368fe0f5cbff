import type { ChainNamespace, Portico } from '@portico/core'
import type { Config } from '@wagmi/core'
import type { Chain } from 'viem'
import type { LabTransfer } from './LabTransfer.js'

/** What one lab page runs on: the app's own wagmi config and the Portico instance built on it. */
export interface LabWorld {
  chains: readonly [Chain, ...Chain[]]
  wagmiConfig: Config
  portico: Portico
  /** What the "Through Portico" panel sends in each namespace the devnet runs. */
  transfers: Partial<Record<ChainNamespace, LabTransfer>>
  /** The devnet's USDC on every EVM chain, when the devnet file names it (the Pay panel pays with it). */
  usdc?: { address: string; name: string; symbol: string; decimals: number }
  /** The devnet's SPL USDC-like token on Solana (its mint as `address`), when the devnet file names it. */
  splUsdc?: { address: string; name: string; symbol: string; decimals: number }
}
