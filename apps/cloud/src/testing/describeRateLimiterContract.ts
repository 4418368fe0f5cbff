import { describe, expect, it } from 'vitest'
import { RateLimitedError } from '../errors/errors.js'
import type { RateLimiter } from '../http/createRateLimiter.js'

/**
 * What every rate limiter does, run against each implementation (memory, Redis): counters in order, the first
 * one past its limit refuses and the ones after it are not counted, a cost counts several units.
 */
export function describeRateLimiterContract(
  name: string,
  create: () => Promise<{ limiter: RateLimiter; close(): Promise<void> }>,
  skip = false,
): void {
  describe.skipIf(skip)(`rate limiter contract: ${name}`, () => {
    const key = (label: string) => `${label}:${Math.random().toString(36).slice(2)}`
    const outcome = (limiter: RateLimiter, counters: Parameters<RateLimiter['take']>[0]) =>
      limiter.take(counters).then(
        () => 'ok',
        (error: unknown) => (error instanceof RateLimitedError ? 'limited' : String(error)),
      )

    it('refuses past the limit of a window, with the seconds left', async () => {
      const { limiter, close } = await create()
      try {
        const counter = { key: key('one'), limit: 2, windowMs: 60_000 }
        expect([await outcome(limiter, [counter]), await outcome(limiter, [counter])]).toEqual(['ok', 'ok'])
        const refused = await limiter.take([counter]).catch((error: unknown) => error)
        expect(refused).toBeInstanceOf(RateLimitedError)
        expect((refused as RateLimitedError).headers['retry-after']).toMatch(/^(59|60)$/)
      } finally {
        await close()
      }
    })

    it('does not count the later counters of a request an earlier counter refused', async () => {
      const { limiter, close } = await create()
      try {
        const client = { key: key('client'), limit: 1, windowMs: 60_000 }
        const project = { key: key('project'), limit: 2, windowMs: 60_000 }
        const other = { key: key('other-client'), limit: 10, windowMs: 60_000 }
        expect(await outcome(limiter, [client, project])).toBe('ok')
        for (let i = 0; i < 5; i++) expect(await outcome(limiter, [client, project])).toBe('limited')
        expect(await outcome(limiter, [other, project])).toBe('ok')
        expect(await outcome(limiter, [other, project])).toBe('limited')
      } finally {
        await close()
      }
    })

    it('counts a cost of several units', async () => {
      const { limiter, close } = await create()
      try {
        const counter = { key: key('batch'), limit: 50, windowMs: 60_000 }
        expect(await outcome(limiter, [{ ...counter, cost: 50 }])).toBe('ok')
        expect(await outcome(limiter, [{ ...counter, cost: 1 }])).toBe('limited')
        expect(await outcome(limiter, [{ key: key('big'), limit: 10, windowMs: 60_000, cost: 11 }])).toBe(
          'limited',
        )
      } finally {
        await close()
      }
    })
  })
}
