import type { Redis } from 'ioredis'
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_RECONNECT_MAX_MS } from '../constants/cacheLifetimes.js'
import type { Logger } from '../log/createLogger.js'
import { createRedisSubscriber, type RedisSubscriber } from './createRedisSubscriber.js'

/** The links of one cloud node to the Redis its nodes share. */
export type RedisLink = {
  /** For commands (rate-limit counters, publish). Fails fast while disconnected: nothing is queued. */
  commands: Redis
  /** In subscribe mode (wallet index invalidations, relay topics); subscribes its channels again after a reconnect. */
  subscriber: RedisSubscriber
  /** Calls `listener` each time the subscriber is connected again after a loss (messages may have been missed). */
  onRestored(listener: () => void): void
  close(): Promise<void>
}

/**
 * Connects to `REDIS_URL` with the `ioredis` client, loaded only here so a single node never loads it. Throws when
 * Redis cannot be reached at start (a wrong URL should stop the node, like an unreachable database). Later losses
 * are logged (`redis connection lost`, `redis connection restored`) and retried forever.
 */
export async function connectRedis(url: string, logger: Logger): Promise<RedisLink> {
  const { Redis } = await import('ioredis')
  const log = logger.child({ component: 'redis', redis: redactUrl(url) })
  const options = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt: number) => Math.min(attempt * 100, REDIS_RECONNECT_MAX_MS),
  }
  const commands = new Redis(url, { ...options, connectionName: 'portico-cloud' })
  // The subscriber must queue its SUBSCRIBE until the connection is up; it sends nothing else.
  const subscriber = new Redis(url, {
    ...options,
    enableOfflineQueue: true,
    commandTimeout: undefined,
    connectionName: 'portico-cloud-subscriber',
    autoResubscribe: false,
  })
  const channels = createRedisSubscriber(subscriber, log)
  const restoredListeners: (() => void)[] = []
  let closing: Promise<void> | undefined
  let lastError: Error | undefined
  for (const [role, connection] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    let state: 'starting' | 'up' | 'lost' = 'starting'
    // ioredis emits 'error' on every failed attempt; without a listener Node would crash the process.
    connection.on('error', (error: Error) => {
      lastError = error
      log.debug('redis error', { role, reason: error.message })
    })
    connection.on('ready', () => {
      if (closing) return
      if (state === 'lost') {
        log.info('redis connection restored', { role })
        if (role === 'subscriber') {
          channels.resubscribe()
          for (const listener of restoredListeners) listener()
        }
      } else {
        log.info('redis connected', { role })
      }
      state = 'up'
    })
    connection.on('close', () => {
      if (state !== 'up') return
      state = 'lost'
      log.warn('redis connection lost, retrying', { role })
    })
  }
  try {
    await Promise.all([commands.connect(), subscriber.connect()])
  } catch (error) {
    commands.disconnect()
    subscriber.disconnect()
    const reason = (lastError ?? (error as Error)).message
    throw new Error(`Redis at ${redactUrl(url)} is unreachable: ${reason}`)
  }
  return {
    commands,
    subscriber: channels,
    onRestored: (listener) => {
      restoredListeners.push(listener)
    },
    close() {
      closing ??= (async () => {
        commands.removeAllListeners('close')
        subscriber.removeAllListeners('close')
        await Promise.allSettled([commands.quit(), subscriber.quit()])
        commands.disconnect()
        subscriber.disconnect()
      })()
      return closing
    },
  }
}

/** The URL without its password, for logs. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'redis://…'
  }
}
