import { REDIS_COMMAND_TIMEOUT_MS } from '../constants/cacheLifetimes.js'
import { WALLET_INDEX_CHANNEL } from './walletIndexChannel.js'

/**
 * Tells the running nodes that wallets changed outside them (the CLI's `wallets import`), so they drop their
 * wallet index at once. Best effort: without Redis they reload within the index TTL anyway. Returns whether
 * the message went out.
 */
export async function announceWalletImport(redisUrl: string): Promise<boolean> {
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
    await redis.publish(WALLET_INDEX_CHANNEL, 'cli')
    return true
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}
