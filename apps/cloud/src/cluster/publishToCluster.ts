import { REDIS_COMMAND_TIMEOUT_MS } from '../constants/cacheLifetimes.js'
import { WALLET_INDEX_CHANNEL } from './walletIndexChannel.js'

/**
 * Tells the running nodes, on the cluster's invalidation channel, that something changed outside them (the CLI's
 * `wallets import` and project edits), so they drop their wallet index or that project at once. Best effort:
 * without Redis they reload within their cache TTLs anyway. Returns whether the message went out.
 */
export async function publishToCluster(redisUrl: string, message: string): Promise<boolean> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: () => null,
  })
  redis.on('error', () => undefined)
  try {
    await redis.connect()
    await redis.publish(WALLET_INDEX_CHANNEL, message)
    return true
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}
