import { randomUUID } from 'node:crypto'
import type { Logger } from '../log/createLogger.js'
import type { ProjectCache } from '../projects/createProjectCache.js'
import type { RedisLink } from './connectRedis.js'
import { parseProjectInvalidation, projectInvalidation } from './projectInvalidation.js'
import { WALLET_INDEX_CHANNEL as CHANNEL } from './walletIndexChannel.js'

/**
 * The node's project cache, invalidated on every node at once: an admin change drops the project here and
 * publishes it on the cluster's invalidation channel (the one wallet imports use); every other node drops it
 * when the message arrives, and drops every project after a lost subscription comes back. The cache's TTL stays
 * the fallback.
 */
export function shareProjectInvalidation(
  cache: ProjectCache,
  redis: RedisLink,
  logger: Logger,
): ProjectCache {
  const node = randomUUID()
  const log = logger.child({ component: 'project-cache' })
  redis.subscriber.on('message', (channel: string, message: string) => {
    const change = channel === CHANNEL ? parseProjectInvalidation(message) : undefined
    if (!change || change.from === node) return
    cache.invalidate(change.project)
    log.debug('project invalidated by another node', { projectId: change.project })
  })
  redis.onRestored(() => cache.invalidate())
  return {
    get: (id) => cache.get(id),
    has: (id) => cache.has(id),
    invalidate(id) {
      cache.invalidate(id)
      redis.commands.publish(CHANNEL, projectInvalidation(node, id)).catch((error: unknown) => {
        log.warn('project cache: could not tell other nodes; they reload within the cache TTL', {
          reason: error instanceof Error ? error.message : String(error),
        })
      })
    },
  }
}
