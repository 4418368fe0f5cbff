import type { Redis } from 'ioredis'
import type { Logger } from '../log/createLogger.js'

/** What a node does with its subscriber link to Redis: listen to its channels' messages. */
export type RedisSubscriber = {
  on(event: 'message', listener: (channel: string, message: string) => void): void
  subscribe(channel: string): Promise<void>
  unsubscribe(channel: string): Promise<void>
}

/**
 * The subscriber link's channels, kept here rather than by ioredis (`autoResubscribe: false` on `connection`):
 * ioredis' own resubscription after a reconnect drops the SUBSCRIBE's promise, so a connection lost or closed before
 * Redis answered it was an unhandled rejection, which ends a Node process. `resubscribe()` sends every channel
 * again and logs a failure; the next reconnect sends them again.
 */
export function createRedisSubscriber(
  connection: Redis,
  log: Logger,
): RedisSubscriber & { resubscribe(): void } {
  const channels = new Set<string>()
  return {
    on(event, listener) {
      connection.on(event, listener)
    },
    async subscribe(channel) {
      // Kept even when this SUBSCRIBE fails (Redis away): the next reconnect subscribes it.
      channels.add(channel)
      await connection.subscribe(channel)
    },
    async unsubscribe(channel) {
      channels.delete(channel)
      await connection.unsubscribe(channel)
    },
    resubscribe() {
      if (channels.size === 0) return
      connection.subscribe(...channels).catch((error: unknown) => {
        log.warn('redis: could not subscribe again; retried on the next reconnect', {
          reason: error instanceof Error ? error.message : String(error),
        })
      })
    },
  }
}
