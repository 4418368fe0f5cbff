import { createRateLimiter, type RateLimiter } from '../http/createRateLimiter.js'
import type { Logger } from '../log/createLogger.js'
import { createProjectCache, type ProjectCache } from '../projects/createProjectCache.js'
import type { Storage } from '../storage/Storage.js'
import { createWalletIndex, type WalletIndex } from '../wallets/createWalletIndex.js'
import { connectRedis, type RedisLink } from './connectRedis.js'
import { createRedisRateLimiter } from './createRedisRateLimiter.js'
import { shareProjectInvalidation } from './shareProjectInvalidation.js'
import { shareWalletIndexInvalidation } from './shareWalletIndexInvalidation.js'

/** What a node shares with the other nodes of one deployment. */
export type Cluster = {
  rateLimiter: RateLimiter
  wallets: WalletIndex
  /** The Redis link, when there is one (the relay hands messages to other nodes over it). */
  redis?: RedisLink | undefined
  projects: ProjectCache
  /** Disconnects from Redis (nothing to do on a single node). */
  close(): Promise<void>
}

/**
 * A single node (no `redisUrl`): rate limits and the wallet index in memory, nothing to set up. With `REDIS_URL`:
 * rate-limit counters in Redis (falling back to this node's counters while Redis is away), wallet index and
 * project invalidations published to every node.
 */
export async function joinCluster(
  redisUrl: string | undefined,
  storage: Storage,
  logger: Logger,
): Promise<Cluster> {
  const local = {
    rateLimiter: createRateLimiter(),
    wallets: createWalletIndex(storage),
    projects: createProjectCache(storage),
  }
  if (!redisUrl) return { ...local, close: async () => undefined }
  const redis = await connectRedis(redisUrl, logger)
  try {
    return {
      rateLimiter: createRedisRateLimiter(redis.commands, local.rateLimiter, logger),
      wallets: await shareWalletIndexInvalidation(local.wallets, redis, logger),
      redis,
      projects: shareProjectInvalidation(local.projects, redis, logger),
      close: () => redis.close(),
    }
  } catch (error) {
    await redis.close()
    throw error
  }
}
