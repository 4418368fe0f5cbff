import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

/** The real service of apps/cloud, as a test sees it. */
export interface RunningCloud {
  url: string
  stop(): Promise<void>
}

/**
 * The cloud's sources, loaded by path at run time so no package's typecheck or build includes them (a test may also
 * resolve the cloud's own dependencies from here).
 */
export const REAL_CLOUD_SOURCES = fileURLToPath(new URL('../../../../apps/cloud/src', import.meta.url))

/**
 * Test-only set-up of a suite against the real Portico Cloud, started once in this process on PGlite in a fresh data
 * folder (`dataDirPrefix`), warnings silenced for the suite; after each test globals are restored, after the suite
 * the cloud stopped and its folder removed. Returns the running cloud.
 */
export function useRealCloud(dataDirPrefix: string): () => RunningCloud {
  let cloud: RunningCloud | undefined
  let dataDir: string | undefined
  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { startCloud } = (await import(/* @vite-ignore */ `${REAL_CLOUD_SOURCES}/startCloud.ts`)) as {
      startCloud(config: unknown): Promise<RunningCloud>
    }
    const { testConfig } = (await import(
      /* @vite-ignore */ `${REAL_CLOUD_SOURCES}/testing/testConfig.ts`
    )) as {
      testConfig(overrides: { dataDir: string }): unknown
    }
    dataDir = await mkdtemp(join(tmpdir(), dataDirPrefix))
    cloud = await startCloud(testConfig({ dataDir }))
  }, 120_000)
  afterAll(async () => {
    await cloud?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
    vi.restoreAllMocks()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  return () => {
    if (!cloud) throw new Error('useRealCloud: the cloud runs only inside a test')
    return cloud
  }
}
