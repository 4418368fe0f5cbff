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

describe('loadConfig: development setup', () => {
  it('is on without RPC_UPSTREAMS: devnet upstreams, devnet chains indexed', () => {
    const config = loadConfig({})
    expect(config.development).toBe(true)
    expect(config.indexer.chains).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('is off with RPC_UPSTREAMS or NODE_ENV=production: only the configured chains', () => {
    const configured = loadConfig({ RPC_UPSTREAMS: '{"eip155:1":"https://rpc.example"}' })
    expect(configured.development).toBe(false)
    expect(configured.indexer.chains).toEqual(['eip155:1'])
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      development: false,
      indexer: { chains: [] },
    })
  })

  it('follows DEVELOPMENT=on|off over the default', () => {
    expect(
      loadConfig({ DEVELOPMENT: 'on', RPC_UPSTREAMS: '{"eip155:1":"https://rpc.example"}' }).indexer.chains,
    ).toEqual(['eip155:31337', 'eip155:31338', 'eip155:1'])
    expect(loadConfig({ DEVELOPMENT: 'off' }).development).toBe(false)
    expect(() => loadConfig({ DEVELOPMENT: 'yes' })).toThrow('DEVELOPMENT')
  })
})

describe('loadConfig: indexer options', () => {
  it('reads confirmations and a start block per chain', () => {
    expect(
      loadConfig({ INDEXER_OPTIONS: '{"eip155:1":{"confirmations":12,"startBlock":19000000}}' }).indexer
        .perChain,
    ).toEqual({ 'eip155:1': { confirmations: 12, startBlock: 19_000_000 } })
  })

  it('refuses anything else with the expected shape in the message', () => {
    for (const value of ['{"eip155:1":{"confirmations":-1}}', '{"eip155:1":{"depth":3}}', 'yes']) {
      expect(() => loadConfig({ INDEXER_OPTIONS: value })).toThrow('INDEXER_OPTIONS is a JSON object')
    }
  })
})
