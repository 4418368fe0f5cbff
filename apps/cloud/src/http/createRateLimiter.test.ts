import { describeRateLimiterContract } from '../testing/describeRateLimiterContract.js'
import { createRateLimiter } from './createRateLimiter.js'

describeRateLimiterContract('memory (one node)', async () => ({
  limiter: createRateLimiter(),
  close: async () => undefined,
}))
