import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { resolveAdminToken } from './admin/resolveAdminToken.js'
import { startAnalyticsRetention } from './analytics/startAnalyticsRetention.js'
import { createChainClients } from './blockchain/createChainClients.js'
import type { Indexer } from './blockchain/indexer/startIndexer.js'
import { startSingleIndexer } from './blockchain/indexer/startSingleIndexer.js'
import { joinCluster } from './cluster/joinCluster.js'
import type { CloudConfig } from './config/CloudConfig.js'
import { SHUTDOWN_GRACE_MS } from './constants/cacheLifetimes.js'
import { CONNECTION_CHECK_INTERVAL_MS } from './constants/serverLimits.js'
import { capHttpConnections } from './http/capHttpConnections.js'
import { createApp } from './http/createApp.js'
import { createClientAddress } from './http/createClientAddress.js'
import { createLogger, type Logger } from './log/createLogger.js'
import { seedDemoPrices } from './prices/seedDemoPrices.js'
import { seedProjects } from './projects/seedProjects.js'
import { createRelay } from './relay/createRelay.js'
import { publicRelayUrl } from './relay/publicRelayUrl.js'
import { createUpstreamResolver } from './rpc/createUpstreamResolver.js'
import { openStorage } from './storage/openStorage.js'
import type { Storage } from './storage/Storage.js'
import { seedWallets } from './wallets/seedWallets.js'

export type RunningCloud = {
  /** Base URL, e.g. http://127.0.0.1:8787 */
  url: string
  port: number
  adminToken: string
  storage: Storage
  logger: Logger
  /** Stops accepting requests, finishes open ones (cut after a grace period), stops the indexer, closes storage. */
  stop(): Promise<void>
}

/** Starts the whole service in this process: storage and migrations, seeds, HTTP server, indexer. */
export async function startCloud(
  config: CloudConfig,
  logger: Logger = createLogger(config.logLevel),
): Promise<RunningCloud> {
  const storage = await openStorage({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteWorker: config.pgliteWorker,
    logger,
  })
  logger.info('storage ready', {
    kind: storage.kind,
    dataDir: storage.kind === 'pglite' ? config.dataDir : undefined,
  })
  const wallets = await seedWallets(storage)
  if (config.seed) {
    const created = await seedProjects(storage)
    const prices = config.development ? await seedDemoPrices(storage) : 0
    logger.info('seeded', { projectsCreated: created, catalogueWallets: wallets, demoPrices: prices })
  } else {
    logger.info('wallet catalogue loaded', { catalogueWallets: wallets })
  }
  const admin = await resolveAdminToken(config.adminToken, config.dataDir)
  if (admin.source === 'generated') logger.info('admin token generated', { file: admin.file })

  const upstreams = createUpstreamResolver({
    configured: config.rpcUpstreams,
    devnetEndpointsFile: config.development ? config.devnetEndpointsFile : undefined,
  })
  logger.info(
    config.development ? 'development setup: devnet upstreams served' : 'upstreams: RPC_UPSTREAMS only',
    {
      configured: Object.keys(config.rpcUpstreams),
    },
  )
  const chains = createChainClients(upstreams)
  const cluster = await joinCluster(config.redisUrl, storage, logger).catch(async (error: unknown) => {
    await storage.close()
    throw error
  })
  const relay = createRelay({
    storage,
    redis: cluster.redis,
    rateLimiter: cluster.rateLimiter,
    logger,
    limits: config.relayLimits,
  })
  let listenUrl = ''
  const app = createApp({
    config,
    storage,
    logger,
    projects: cluster.projects,
    wallets: cluster.wallets,
    rateLimiter: cluster.rateLimiter,
    upstreams,
    chains,
    adminToken: admin.token,
    clientAddress: createClientAddress(config.trustedProxies),
    publicUrl: () => config.publicUrl ?? listenUrl,
    relay,
  })

  const { limits } = config
  // A client that sends its request slowly is cut after requestTimeoutMs (408); past maxConnections HTTP connections
  // beside the relay's own budget of sockets, new connections are closed at once. The relay refuses sockets past its
  // budget with 503 before their upgrade, so however many it holds, maxConnections stay for HTTP. A reverse proxy in
  // front does the same at the edge (docs/cloud.md#limits).
  const server = serve({
    fetch: app.fetch,
    hostname: config.host,
    port: config.port,
    websocket: { server: relay.wss },
    serverOptions: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(CONNECTION_CHECK_INTERVAL_MS, limits.headersTimeoutMs),
    },
  })
  capHttpConnections(server, {
    maxConnections: limits.maxConnections,
    maxRelaySockets: relay.limits.maxSockets,
    relaySockets: () => relay.budget.size,
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
  listenUrl = url
  logger.info('listening', { url })
  if (!config.relayUrl && !config.publicUrl && ['0.0.0.0', '::'].includes(config.host)) {
    logger.warn('relay: clients must sign their JWT for the listen address; set PUBLIC_URL or RELAY_URL', {
      relayUrl: publicRelayUrl(undefined, url),
    })
  }
  const retention = startAnalyticsRetention({ db: storage, logger, ...config.analyticsRetention })

  const indexer: Indexer | undefined =
    config.indexer.enabled && config.indexer.chains.length > 0
      ? startSingleIndexer({
          databaseUrl: config.databaseUrl,
          storage,
          chains,
          chainIds: config.indexer.chains,
          perChain: config.indexer.perChain,
          development: config.development,
          logger,
        })
      : undefined

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      logger.info('stopping')
      await relay.close()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      if ('closeIdleConnections' in server) server.closeIdleConnections()
      const grace = setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections()
      }, SHUTDOWN_GRACE_MS)
      await closed
      clearTimeout(grace)
      await indexer?.stop()
      await retention.stop()
      await cluster.close()
      await storage.close()
      logger.info('stopped')
    })()
    return stopping
  }
  return { url, port, adminToken: admin.token, storage, logger, stop }
}
