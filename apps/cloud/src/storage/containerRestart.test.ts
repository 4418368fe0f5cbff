import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { type CloudProcess, spawnCloudProcess } from '../testing/spawnCloudProcess.js'

const isRoot = process.getuid?.() === 0
const hasUnshare = (() => {
  try {
    execFileSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()
/** What a container runtime does: a new PID namespace in which the cloud is PID 1 on every start. */
const asContainer = ['unshare', '--pid', '--fork', '--mount-proc']

describe.skipIf(!isRoot || !hasUnshare)(
  'the cloud in a container, as PID 1 (needs root and unshare: skipped otherwise)',
  () => {
    let dataDir: string
    const running: CloudProcess[] = []
    afterAll(async () => {
      for (const cloud of running) await cloud.stop().catch(() => undefined)
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    })

    it('starts again after being killed with SIGKILL, on the same PGlite data folder', {
      timeout: 180_000,
    }, async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'portico-container-'))
      // A migrated database from the template: the restart is the test, not PGlite's initdb on the first start.
      seedPgliteDataDir(dataDir)
      const first = await spawnCloudProcess({ env: { DATA_DIR: dataDir }, wrapper: asContainer })
      running.push(first)
      expect(await readFile(`/proc/${first.pid}/status`, 'utf8')).toMatch(/^NSpid:\s+\d+\s+1$/m)
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
      await first.kill9()

      const second = await spawnCloudProcess({ env: { DATA_DIR: dataDir }, wrapper: asContainer })
      running.push(second)
      expect(await readFile(`/proc/${second.pid}/status`, 'utf8')).toMatch(/^NSpid:\s+\d+\s+1$/m)
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200)
      expect(await second.stop()).toBe(0)
    })
  },
)
