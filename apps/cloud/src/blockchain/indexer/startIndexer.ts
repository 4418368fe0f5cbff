import { setTimeout as delay } from 'node:timers/promises'
import type { IndexerChainOptions } from '../../config/CloudConfig.js'
import { INDEXER_BLOCKS_PER_POLL, INDEXER_POLL_MS, INDEXER_RETRY_MS } from '../../constants/cacheLifetimes.js'
import type { Logger } from '../../log/createLogger.js'
import { DEVNET_UPSTREAMS } from '../../rpc/devnetUpstreams.js'
import type { Storage } from '../../storage/Storage.js'
import type { ChainClients } from '../createChainClients.js'
import { findForkPoint } from './findForkPoint.js'
import { indexBlockRange } from './indexBlockRange.js'
import { indexerChainOptions } from './indexerChainOptions.js'
import { resetChainIndex } from './resetChainIndex.js'
import { rollBackChainIndex } from './rollBackChainIndex.js'

export type Indexer = {
  /** Stops polling and waits for the current step to finish. */
  stop(): Promise<void>
}

export type StartIndexerParameters = {
  storage: Storage
  chains: ChainClients
  chainIds: readonly string[]
  /** INDEXER_OPTIONS: confirmations and start block per chain. */
  perChain?: Readonly<Record<string, IndexerChainOptions>> | undefined
  /** The development setup: local chains, indexed without confirmations unless INDEXER_OPTIONS says otherwise. */
  development?: boolean | undefined
  logger: Logger
}

/**
 * Follows each EVM chain up to its head minus the chain's confirmations, in batches, from its start block. Each
 * poll checks that the last indexed block still has the recorded hash: when it does not, a reorganisation rolls
 * the index back to the last block both forks share (`indexer: chain reorganised, rolled back`), and a new chain
 * behind the same id (a devnet restart: the head below the cursor, or no stored block left) resets it
 * (`indexer: chain was reset, re-indexing`). Outside the devnet chains, a head below the cursor whose block is still
 * the indexed one is an upstream lagging behind: the indexer waits for it. An unreachable chain is logged once
 * and retried; the indexer never throws.
 */
export function startIndexer({
  storage,
  chains,
  chainIds,
  perChain,
  development,
  logger,
}: StartIndexerParameters): Indexer {
  const controller = new AbortController()
  const loops = chainIds.map((chainId) => follow(chainId))

  async function follow(chainId: string) {
    const log = logger.child({ component: 'indexer', chainId })
    let failing = false
    while (!controller.signal.aborted) {
      let pause = INDEXER_POLL_MS
      try {
        const more = await step(chainId)
        if (failing) log.info('indexer: chain reachable again')
        failing = false
        if (more) pause = 0
      } catch (error) {
        if (controller.signal.aborted) break
        if (!failing) {
          const reason =
            error instanceof Error
              ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
              : error
          log.warn('indexer: chain unreachable, retrying', { reason, retryMs: INDEXER_RETRY_MS })
        }
        failing = true
        pause = INDEXER_RETRY_MS
      }
      if (pause > 0) await delay(pause, undefined, { signal: controller.signal }).catch(() => undefined)
    }
  }

  /** Indexes the next batch; true when more blocks are waiting. */
  async function step(chainId: string): Promise<boolean> {
    const client = await chains.get(chainId)
    if (!client) throw new Error(`no upstream for ${chainId}`)
    const { confirmations, startBlock } = indexerChainOptions(chainId, perChain, development)
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const [cursor] = await storage.query<{ last_block: string; last_block_hash: string }>(
      'select last_block::text as last_block, last_block_hash from indexer_cursors where chain_id = $1',
      [chainId],
    )
    let from = startBlock
    let parentHash: string | undefined
    if (cursor) {
      const last = BigInt(cursor.last_block)
      const sameChain =
        head >= last && (await client.getBlock({ blockNumber: last })).hash === cursor.last_block_hash
      // A devnet whose head fell below the cursor was restarted; elsewhere it may be an upstream that lags behind.
      const restartedDevnet = head < last && chainId in DEVNET_UPSTREAMS
      const forkPoint =
        sameChain || restartedDevnet ? undefined : await findForkPoint(storage, client, chainId, head)
      if (!sameChain && forkPoint?.number === head) {
        // The chain still has the indexed block at its head: an upstream behind the cursor. Wait for it.
        logger.debug('indexer: upstream behind the last indexed block, waiting', {
          chainId,
          head: String(head),
          last: String(last),
        })
        return false
      }
      if (sameChain) {
        from = last + 1n
        parentHash = cursor.last_block_hash
      } else if (forkPoint) {
        logger.warn('indexer: chain reorganised, rolled back', {
          chainId,
          last: String(last),
          forkPoint: String(forkPoint.number),
        })
        await storage.transaction((tx) => rollBackChainIndex(tx, chainId, forkPoint))
        from = forkPoint.number + 1n
        parentHash = forkPoint.hash
      } else {
        logger.warn('indexer: chain was reset, re-indexing', {
          chainId,
          head: String(head),
          last: String(last),
        })
        await storage.transaction((tx) => resetChainIndex(tx, chainId))
      }
    }
    const target = head - confirmations
    if (from > target) return false
    const to =
      target - from >= BigInt(INDEXER_BLOCKS_PER_POLL) ? from + BigInt(INDEXER_BLOCKS_PER_POLL) - 1n : target
    // False when the chain changed while the blocks were read: the next step sees where it forked.
    if (!(await indexBlockRange(storage, client, chainId, from, to, parentHash))) return true
    return to < target
  }

  return {
    async stop() {
      controller.abort()
      await Promise.allSettled(loops)
    },
  }
}
