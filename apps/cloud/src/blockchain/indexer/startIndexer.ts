import { setTimeout as delay } from 'node:timers/promises'
import { INDEXER_BLOCKS_PER_POLL, INDEXER_POLL_MS, INDEXER_RETRY_MS } from '../../constants/cacheLifetimes.js'
import type { Logger } from '../../log/createLogger.js'
import type { Storage } from '../../storage/Storage.js'
import type { ChainClients } from '../createChainClients.js'
import { indexBlockRange } from './indexBlockRange.js'
import { resetChainIndex } from './resetChainIndex.js'

export type Indexer = {
  /** Stops polling and waits for the current step to finish. */
  stop(): Promise<void>
}

export type StartIndexerParameters = {
  storage: Storage
  chains: ChainClients
  chainIds: readonly string[]
  logger: Logger
}

/**
 * Follows each EVM chain: polls the head, checks the last indexed block still has the recorded hash (a devnet
 * restart or reorg resets that chain's index) and indexes new blocks in batches. An unreachable chain is logged
 * once and retried; the indexer never throws.
 */
export function startIndexer({ storage, chains, chainIds, logger }: StartIndexerParameters): Indexer {
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
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const [cursor] = await storage.query<{ last_block: string; last_block_hash: string }>(
      'select last_block::text as last_block, last_block_hash from indexer_cursors where chain_id = $1',
      [chainId],
    )
    let from = 0n
    if (cursor) {
      const last = BigInt(cursor.last_block)
      const sameChain =
        head >= last && (await client.getBlock({ blockNumber: last })).hash === cursor.last_block_hash
      if (sameChain) {
        from = last + 1n
      } else {
        logger.warn('indexer: chain was reset, re-indexing', {
          chainId,
          head: String(head),
          last: String(last),
        })
        await storage.transaction((tx) => resetChainIndex(tx, chainId))
      }
    }
    if (from > head) return false
    const to =
      head - from >= BigInt(INDEXER_BLOCKS_PER_POLL) ? from + BigInt(INDEXER_BLOCKS_PER_POLL) - 1n : head
    await indexBlockRange(storage, client, chainId, from, to)
    return to < head
  }

  return {
    async stop() {
      controller.abort()
      await Promise.allSettled(loops)
    },
  }
}
