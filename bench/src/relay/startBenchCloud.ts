import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// Not from '@portico/cloud/testing': that entry loads the whole server (19 s at a load of 16) for one copy.
import { seedPgliteDataDir } from '@portico/cloud/testing/seedPgliteDataDir'
import { cloudAdmin, freePort, startSourceCloud } from '../../../scripts/services/localCloud.mjs'

/** A Portico Cloud node for the bench: its WalletConnect relay on loopback, PGlite in a throw-away folder. */
export type BenchCloud = {
  url: string
  /** `ws://127.0.0.1:<port>/relay`: what `walletConnect({ relayUrl })` and AppKit's provider are pointed at. */
  relayUrl: string
  /** Creates (or re-allows) a project whose browser clients may come from these origins. */
  allowProject(projectId: string, origins: readonly string[]): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts `apps/cloud` (tsx) on a free loopback port with no indexer and no devnet, and waits for `/healthz`. The
 * bench's apps reach only its relay (`/relay`); their project ids are created through the admin API. `env` adds
 * settings (the Buy scenario's on-ramp providers, docs/cloud.md#on-ramp). Its data folder gets PGlite's migrated
 * database from the template the cloud's tests use (seedPgliteDataDir): the cloud's first start would make the same
 * one with initdb and the migrations, tens of seconds on a busy machine that no figure of the bench measures.
 */
export async function startBenchCloud(env: Record<string, string> = {}): Promise<BenchCloud> {
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-bench-cloud-'))
  seedPgliteDataDir(dataDir)
  const adminToken = `bench-${randomBytes(16).toString('hex')}`
  const cloud = await startSourceCloud({
    port,
    env: {
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      INDEXER: 'off',
      LOG_LEVEL: 'warn',
      DEVNET_ENDPOINTS_FILE: '/nonexistent/portico-bench/endpoints.json',
      CLIENT_RATE_LIMIT_PER_MINUTE: '60000',
      NO_ORIGIN_RATE_LIMIT_PER_MINUTE: '60000',
      ...env,
    },
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true })
    throw error
  })
  const admin = cloudAdmin(cloud.url, adminToken)
  return {
    url: cloud.url,
    relayUrl: `ws://127.0.0.1:${port}/relay`,
    async allowProject(projectId, origins) {
      const allowedOrigins = [...origins]
      const created = await admin('/projects', {
        method: 'POST',
        body: JSON.stringify({ id: projectId, name: projectId, allowedOrigins }),
      })
      if (created.ok) return
      const patched = await admin(`/projects/${projectId}`, {
        method: 'PATCH',
        body: JSON.stringify({ allowedOrigins }),
      })
      if (!patched.ok) throw new Error(`allowing ${projectId}: ${patched.status} ${await patched.text()}`)
    },
    async stop() {
      await cloud.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
