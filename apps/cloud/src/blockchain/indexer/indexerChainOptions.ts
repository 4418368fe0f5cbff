import type { IndexerChainOptions } from '../../config/CloudConfig.js'
import { INDEXER_DEFAULT_CONFIRMATIONS } from '../../constants/cacheLifetimes.js'
import { DEVNET_UPSTREAMS } from '../../rpc/devnetUpstreams.js'

/** How the indexer follows one chain. */
export type IndexerChainSettings = {
  /** Blocks behind the head it indexes up to. */
  confirmations: bigint
  /** The first block it indexes. */
  startBlock: bigint
}

/**
 * A chain's settings: INDEXER_OPTIONS, else 0 confirmations on the devnet chains and on every chain in development
 * (local chains), INDEXER_DEFAULT_CONFIRMATIONS elsewhere, from block 0.
 */
export function indexerChainOptions(
  chainId: string,
  perChain: Readonly<Record<string, IndexerChainOptions>> = {},
  development = false,
): IndexerChainSettings {
  const options = perChain[chainId] ?? {}
  const devnet = development || chainId in DEVNET_UPSTREAMS
  return {
    confirmations: BigInt(options.confirmations ?? (devnet ? 0 : INDEXER_DEFAULT_CONFIRMATIONS)),
    startBlock: BigInt(options.startBlock ?? 0),
  }
}
