import type { CloudConfig } from '../config/CloudConfig.js'
import {
  ANALYTICS_RETENTION_SWEEP_MS,
  DEFAULT_ANALYTICS_RETENTION_DAYS,
  DEFAULT_CLOUD_LIMITS,
} from '../constants/serverLimits.js'
import { seedPgliteDataDir } from './seedPgliteDataDir.js'

const UNLIMITED = 1_000_000_000

/**
 * A cloud configuration for tests: loopback, free port, silent, development setup without a devnet file, indexer
 * off unless asked. Without a database URL its data folder gets PGlite's migrated database from a template
 * (seedPgliteDataDir), as the cloud's first start would make it, without the wait.
 */
export function testConfig(overrides: Partial<CloudConfig> & { dataDir: string }): CloudConfig {
  if (!overrides.databaseUrl) seedPgliteDataDir(overrides.dataDir)
  return {
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    nameSuffix: '.portico.id',
    rpcUpstreams: {},
    development: true,
    devnetEndpointsFile: '/nonexistent/portico-devnet/endpoints.json',
    indexer: { enabled: false, chains: [] },
    seed: true,
    trustedProxies: [],
    // Every test is one client address that polls: the per-client limits are tested by the limits suite, with its own.
    limits: {
      ...DEFAULT_CLOUD_LIMITS,
      clientPerMinute: UNLIMITED,
      noOriginClientPerMinute: UNLIMITED,
      unknownProjectLookupsPerMinute: UNLIMITED,
      loginMailsPerClientPerHour: UNLIMITED,
    },
    analyticsRetention: {
      days: DEFAULT_ANALYTICS_RETENTION_DAYS,
      sweepEveryMs: ANALYTICS_RETENTION_SWEEP_MS,
    },
    emailAuth: { mailFrom: 'Portico <login@portico.local>', secureSiteOrigins: [] },
    socialAuth: { providers: {} },
    ...overrides,
  }
}
