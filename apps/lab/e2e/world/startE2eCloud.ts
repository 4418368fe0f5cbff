import { randomBytes } from 'node:crypto'
import { freePort, startSourceCloud } from '../../../../scripts/services/localCloud.mjs'
import { allowLabOrigins } from '../../scripts/allowLabOrigins.js'
import { E2E_LAB_PORT, e2eDevnetFile } from './e2ePaths.js'

export interface E2eCloud {
  url: string
  port: number
  dataDir: string
  /** Bearer token of its admin API (random per start). */
  adminToken: string
  pid: number
  /** Stops the process (SIGTERM, its graceful shutdown) and waits until it has exited. */
  stop(): Promise<void>
}

/**
 * Starts Portico Cloud as a child process (`apps/cloud/src/main.ts` through tsx) on 127.0.0.1:`port` with
 * PGlite in `dataDir`, the indexer on the devnet's chains; waits for /healthz, then allows the browser tests' lab origin on the
 * seeded `portico-lab` and `portico-lab-multiwallet` projects. Starting again on the same port and folder keeps everything.
 */
export async function startE2eCloud({
  dataDir,
  port,
  env = {},
}: {
  dataDir: string
  port?: number
  /** More of the cloud's environment (the e-mail login's SMTP_URL and SECURE_SITE_ORIGINS). */
  env?: Record<string, string>
}): Promise<E2eCloud> {
  const chosenPort = port ?? (await freePort())
  const url = `http://127.0.0.1:${chosenPort}`
  const adminToken = `e2e-${randomBytes(16).toString('hex')}`
  const cloud = await startSourceCloud({
    port: chosenPort,
    env: {
      // The lab's world is a development cloud (seeded projects, the devnet, the default frame ancestors) in every
      // process that starts one: a Playwright worker may carry NODE_ENV=production, which alone would make it a
      // production cloud with no project.
      DEVELOPMENT: 'on',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      // The chains of this run (ephemeral ports), for the blockchain API's balances.
      DEVNET_ENDPOINTS_FILE: e2eDevnetFile,
      // The indexer follows the devnet's chains (no confirmations there): tokens, NFTs and history.
      INDEXER: 'on',
      LOG_LEVEL: 'warn',
      // Every browser of the run is one client address (127.0.0.1): the project's own limit is the one to test.
      CLIENT_RATE_LIMIT_PER_MINUTE: '6000',
      NO_ORIGIN_RATE_LIMIT_PER_MINUTE: '6000',
      LOGIN_MAILS_PER_CLIENT_PER_HOUR: '100000',
      // Every page of the run that pairs over WalletConnect opens relay sockets from that one address.
      RELAY_CONNECTIONS_PER_ADDRESS_PER_MINUTE: '6000',
      ...env,
    },
  })
  const { child } = cloud
  try {
    await allowLabOrigins(url, adminToken, [5173, E2E_LAB_PORT])
  } catch (error) {
    await cloud.stop()
    throw new Error(`Portico Cloud did not start on ${url}: ${String(error)}\n${cloud.output().slice(-2000)}`)
  }
  return {
    url,
    port: chosenPort,
    dataDir,
    adminToken,
    pid: child.pid ?? 0,
    // A cloud that ended by itself (an unhandled rejection or uncaught exception ends a Node process with code 1), or
    // whose shutdown failed, fails the run that stops it.
    async stop() {
      const endedEarly = child.exitCode !== null
      await cloud.stop()
      if (child.exitCode !== null && child.exitCode !== 0) {
        const when = endedEarly ? 'during the run' : 'while stopping'
        throw new Error(
          `Portico Cloud exited with code ${child.exitCode} ${when}:\n${cloud.output().slice(-2000)}`,
        )
      }
    },
  }
}
