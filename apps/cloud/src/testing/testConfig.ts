import type { CloudConfig } from '../config/CloudConfig.js'

/** A cloud configuration for tests: loopback, free port, silent, no devnet file, indexer off unless asked. */
export function testConfig(overrides: Partial<CloudConfig> & { dataDir: string }): CloudConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    nameSuffix: '.portico.id',
    rpcUpstreams: {},
    devnetEndpointsFile: '/nonexistent/portico-devnet/endpoints.json',
    indexer: { enabled: false, chains: [] },
    seed: true,
    ...overrides,
  }
}
