import { describe, expect, it } from 'vitest'
import { loadConfig } from './loadConfig.js'

describe('loadConfig', () => {
  it('runs as a single node without REDIS_URL, and shares through Redis with one', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined()
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379')
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).redisUrl).toBe(
      'rediss://:secret@cache.internal:6380/2',
    )
  })

  it('refuses a REDIS_URL that is not redis:// or rediss://', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL must start with redis:// or rediss://',
    )
  })
})
