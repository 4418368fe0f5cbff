import { createRateLimiter } from '../http/createRateLimiter.js'
import { createLogger } from '../log/createLogger.js'
import { describeRateLimiterContract } from '../testing/describeRateLimiterContract.js'
import { findRedisServer, spawnRedisServer } from '../testing/spawnRedisServer.js'
import { connectRedis } from './connectRedis.js'
import { createRedisRateLimiter } from './createRedisRateLimiter.js'

const redisServer = findRedisServer()

/** The same contract on counters shared in a real redis-server (one Lua script per request); skipped without one. */
describeRateLimiterContract(
  'Redis (several nodes)',
  async () => {
    const redis = await spawnRedisServer(redisServer as string)
    const silent = createLogger('silent')
    const link = await connectRedis(redis.url, silent)
    return {
      limiter: createRedisRateLimiter(link.commands, createRateLimiter(), silent),
      async close() {
        await link.close()
        await redis.stop()
      },
    }
  },
  !redisServer,
)
