import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedis, type RedisLink } from '../cluster/connectRedis.js'
import { createRedisRateLimiter } from '../cluster/createRedisRateLimiter.js'
import { createRateLimiter } from '../http/createRateLimiter.js'
import { createLogger } from '../log/createLogger.js'
import { findRedisServer, type RunningRedis, spawnRedisServer } from '../testing/spawnRedisServer.js'
import { createPollThrottle } from './createPollThrottle.js'

const redisServer = findRedisServer()

describe('createPollThrottle', () => {
  it('lets an id be polled once per interval, each id and each scope on its own', async () => {
    let now = 0
    const limiter = createRateLimiter(() => now)
    const mayPoll = createPollThrottle(() => limiter, 'purchases')
    expect(await mayPoll('a', 1_000)).toBe(true)
    now = 999
    expect(await mayPoll('a', 1_000)).toBe(false)
    expect(await mayPoll('b', 1_000)).toBe(true)
    expect(await createPollThrottle(() => limiter, 'payments')('a', 1_000)).toBe(true)
    now = 1_000
    expect(await mayPoll('a', 1_000)).toBe(true)
    now = 1_500
    expect(await mayPoll('a', 1_000)).toBe(false)
    expect(await mayPoll('a', 0)).toBe(true)
  })

  describe.skipIf(!redisServer)('on two nodes sharing a real redis-server', () => {
    let redis: RunningRedis
    const links: RedisLink[] = []
    const silent = createLogger('silent')
    const node = async () => {
      const link = await connectRedis(redis.url, silent)
      links.push(link)
      const limiter = createRedisRateLimiter(link.commands, createRateLimiter(), silent)
      return createPollThrottle(() => limiter, 'purchases')
    }

    beforeAll(async () => {
      redis = await spawnRedisServer(redisServer as string)
    })
    afterAll(async () => {
      for (const link of links) await link.close()
      await redis?.stop()
    })

    it('polls an id once per interval across both nodes, not once on each', async () => {
      const [a, b] = [await node(), await node()]
      expect(await a('p1', 60_000)).toBe(true)
      expect(await b('p1', 60_000)).toBe(false)
      expect(await a('p1', 60_000)).toBe(false)
      expect(await b('p2', 60_000)).toBe(true)
    })
  })
})
