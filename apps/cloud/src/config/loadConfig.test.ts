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

  it('reads the limits, trusted proxies, public URL and retention, with their defaults', () => {
    const defaults = loadConfig({})
    expect(defaults.limits).toEqual({
      clientPerMinute: 600,
      noOriginClientPerMinute: 120,
      unknownProjectLookupsPerMinute: 60,
      loginMailsPerClientPerHour: 20,
      loginMailsPerProjectPerHour: 1_000,
      maxConnections: 1_000,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 15_000,
      analyticsEventsPerProjectPerDay: 100_000,
    })
    expect(defaults.trustedProxies).toEqual([])
    expect(defaults.publicUrl).toBeUndefined()
    expect(defaults.analyticsRetention.days).toBe(90)
    const set = loadConfig({
      CLIENT_RATE_LIMIT_PER_MINUTE: '100',
      NO_ORIGIN_RATE_LIMIT_PER_MINUTE: '10',
      UNKNOWN_PROJECT_LOOKUPS_PER_MINUTE: '5',
      LOGIN_MAILS_PER_CLIENT_PER_HOUR: '7',
      LOGIN_MAILS_PER_PROJECT_PER_HOUR: '70',
      MAX_CONNECTIONS: '50',
      REQUEST_TIMEOUT_SECONDS: '20',
      HEADERS_TIMEOUT_SECONDS: '30',
      TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1,::1',
      PUBLIC_URL: 'https://cloud.example.com/',
      ANALYTICS_RETENTION_DAYS: '0',
      ANALYTICS_EVENTS_PER_DAY: '500',
    })
    expect(set.limits).toEqual({
      clientPerMinute: 100,
      noOriginClientPerMinute: 10,
      unknownProjectLookupsPerMinute: 5,
      loginMailsPerClientPerHour: 7,
      loginMailsPerProjectPerHour: 70,
      maxConnections: 50,
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 20_000,
      analyticsEventsPerProjectPerDay: 500,
    })
    expect(set.trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.1', '::1'])
    expect(set.publicUrl).toBe('https://cloud.example.com')
    expect(set.analyticsRetention.days).toBe(0)
  })

  it('refuses a trusted proxy that is not an address or range, and a PUBLIC_URL that is not http(s)', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(
      'TRUSTED_PROXIES: proxy.internal is not an IP address or range',
    )
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://cloud.example.com' })).toThrow('PUBLIC_URL')
  })

  it("reads the relay's URL and limits; unset ones keep the relay's defaults", () => {
    const defaults = loadConfig({})
    expect(defaults.relayUrl).toBeUndefined()
    expect(defaults.relayLimits).toEqual({})
    const set = loadConfig({
      RELAY_URL: 'wss://relay.example.com/relay',
      RELAY_MAX_SOCKETS: '5000',
      RELAY_MAX_SOCKETS_PER_ADDRESS: '20',
      RELAY_CONNECTIONS_PER_ADDRESS_PER_MINUTE: '60',
      RELAY_PUBLISHES_PER_MINUTE: '300',
      RELAY_PUBLISHES_PER_ADDRESS_PER_MINUTE: '900',
      RELAY_FETCH_MAX_TOPICS: '50',
      RELAY_FETCHES_PER_SOCKET_PER_MINUTE: '30',
      RELAY_READ_TOPICS_PER_ADDRESS_PER_MINUTE: '2000',
      RELAY_MAILBOX_MAX_MESSAGES_PER_PROJECT: '1000',
      RELAY_MAILBOX_MAX_BYTES_PER_PROJECT: '1048576',
      RELAY_MAX_JWT_LIFETIME_SECONDS: '3600',
    })
    expect(set.relayUrl).toBe('wss://relay.example.com/relay')
    expect(set.relayLimits).toEqual({
      maxSockets: 5_000,
      maxSocketsPerAddress: 20,
      connectionsPerAddressPerMinute: 60,
      publishesPerMinute: 300,
      publishesPerAddressPerMinute: 900,
      maxFetchTopics: 50,
      fetchesPerSocketPerMinute: 30,
      readTopicsPerAddressPerMinute: 2_000,
      maxMailboxMessagesPerProject: 1_000,
      maxMailboxBytesPerProject: 1_048_576,
      maxJwtLifetimeSeconds: 3_600,
    })
    expect(() => loadConfig({ RELAY_URL: 'https://relay.example.com/relay' })).toThrow('RELAY_URL')
    expect(() => loadConfig({ RELAY_MAX_SOCKETS: '0' })).toThrow('RELAY_MAX_SOCKETS')
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

  it("allows the lab's secure site on localhost in development, another site than the lab's 127.0.0.1", () => {
    expect(loadConfig({}).emailAuth.secureSiteOrigins).toEqual(['http://localhost:4410'])
    expect(loadConfig({ NODE_ENV: 'production' }).emailAuth.secureSiteOrigins).toEqual([])
    expect(loadConfig({ SECURE_SITE_ORIGINS: 'http://localhost:5293' }).emailAuth.secureSiteOrigins).toEqual([
      'http://localhost:5293',
    ])
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

describe('loadConfig: social login', () => {
  it('sends every provider to the lab’s local OpenID provider in development', () => {
    const { socialAuth } = loadConfig({})
    expect(socialAuth.redirectUri).toBe('http://localhost:4410/social-callback.html')
    expect(Object.keys(socialAuth.providers).sort()).toEqual([
      'apple',
      'discord',
      'facebook',
      'github',
      'google',
      'x',
    ])
    expect(socialAuth.providers.discord).toMatchObject({
      clientId: 'portico-local',
      issuer: 'http://127.0.0.1:4420/discord',
      jwksUri: 'http://127.0.0.1:4420/discord/jwks',
    })
  })

  it('enables in production only the providers given a client id and secret, on their real endpoints', () => {
    const { socialAuth } = loadConfig({
      NODE_ENV: 'production',
      SOCIAL_REDIRECT_URI: 'https://secure.example.com/social-callback.html',
      SOCIAL_GOOGLE_CLIENT_ID: 'google-id',
      SOCIAL_GOOGLE_CLIENT_SECRET: 'google-secret',
      SOCIAL_GITHUB_CLIENT_ID: 'only-an-id',
    })
    expect(Object.keys(socialAuth.providers)).toEqual(['google'])
    expect(socialAuth.providers.google).toMatchObject({
      clientId: 'google-id',
      issuer: 'https://accounts.google.com',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
    })
    expect(loadConfig({ NODE_ENV: 'production' }).socialAuth).toEqual({
      redirectUri: undefined,
      providers: {},
    })
    expect(() => loadConfig({ SOCIAL_REDIRECT_URI: 'javascript:alert(1)' })).toThrow(/SOCIAL_REDIRECT_URI/)
  })

  it("seeds the lab's projects in development only, unless SEED says otherwise", () => {
    expect(loadConfig({}).seed).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe(false)
    expect(loadConfig({ RPC_UPSTREAMS: '{"eip155:1":"https://rpc.example.com"}' }).seed).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'on' }).seed).toBe(true)
    expect(loadConfig({ SEED: 'off' }).seed).toBe(false)
  })
})

describe('loadConfig: login mails', () => {
  it('keeps 30 s between login mails to one mailbox unless LOGIN_MAIL_COOLDOWN_SECONDS says otherwise, never none', () => {
    expect(loadConfig({}).emailAuth.loginMailCooldownMs).toBe(30_000)
    expect(loadConfig({ LOGIN_MAIL_COOLDOWN_SECONDS: '5' }).emailAuth.loginMailCooldownMs).toBe(5_000)
    for (const value of ['0', '-1', 'soon', '3601']) {
      expect(() => loadConfig({ LOGIN_MAIL_COOLDOWN_SECONDS: value })).toThrow(/LOGIN_MAIL_COOLDOWN_SECONDS/)
    }
  })
})
