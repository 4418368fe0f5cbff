import { randomUUID } from 'node:crypto'
import type { Logger } from '../log/createLogger.js'
import type { WalletIndex } from '../wallets/createWalletIndex.js'
import type { RedisLink } from './connectRedis.js'
import { parseProjectInvalidation } from './projectInvalidation.js'
import { WALLET_INDEX_CHANNEL as CHANNEL } from './walletIndexChannel.js'

/**
 * The node's wallet index, invalidated on every node at once: `invalidate()` (after an import or upsert) drops
 * the local copy and publishes on a Redis channel; every other node drops its copy when the message arrives, and
 * after a lost subscription comes back (messages may have been missed). The index's TTL reload stays the
 * fallback.
 */
export async function shareWalletIndexInvalidation(
  index: WalletIndex,
  redis: RedisLink,
  logger: Logger,
): Promise<WalletIndex> {
  const node = randomUUID()
  const log = logger.child({ component: 'wallet-index' })
  redis.subscriber.on('message', (channel: string, sender: string) => {
    if (channel !== CHANNEL || sender === node || parseProjectInvalidation(sender)) return
    index.invalidate()
    log.debug('wallet index invalidated by another node')
  })
  redis.onRestored(() => index.invalidate())
  await redis.subscriber.subscribe(CHANNEL)
  return {
    search: (parameters) => index.search(parameters),
    findByImageId: (imageId) => index.findByImageId(imageId),
    invalidate() {
      index.invalidate()
      redis.commands.publish(CHANNEL, node).catch((error: unknown) => {
        log.warn('wallet index: could not tell other nodes; they reload within the index TTL', {
          reason: error instanceof Error ? error.message : String(error),
        })
      })
    },
  }
}
