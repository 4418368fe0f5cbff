import { execFileSync } from 'node:child_process'
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'

describe('the data folder', { timeout: 180_000 }, () => {
  let cloud: RunningCloud | undefined
  let parent: string | undefined
  afterEach(async () => {
    await cloud?.stop()
    if (parent) await rm(parent, { recursive: true, force: true })
  })

  it('is created 0700, and an existing world-writable one is closed at start', async () => {
    parent = await mkdtemp(join(tmpdir(), 'portico-datadir-'))
    const fresh = join(parent, 'fresh', 'data')
    const open = join(parent, 'open')
    await mkdir(open)
    await chmod(open, 0o777)
    cloud = await startCloud(testConfig({ dataDir: fresh }))
    expect((await stat(fresh)).mode & 0o777).toBe(0o700)
    expect((await stat(join(fresh, 'admin-token'))).mode & 0o777).toBe(0o600)
    await cloud.stop()
    cloud = await startCloud(testConfig({ dataDir: open }))
    expect((await stat(open)).mode & 0o777).toBe(0o700)
  })
})

const NOBODY = 65_534
/** Root can switch to `nobody`, and `nobody` can read this checkout (it may live in a private home folder). */
const canRunAsNobody = (() => {
  if (process.getuid?.() !== 0) return false
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '-e', `import('${new URL('./secureDataDir.ts', import.meta.url).pathname}')`],
      {
        uid: NOBODY,
        gid: NOBODY,
        stdio: 'ignore',
      },
    )
    return true
  } catch {
    return false
  }
})()

describe.skipIf(!canRunAsNobody)(
  'secureDataDir as another user (needs root, and a checkout others may read)',
  () => {
    it('reports a folder it does not own instead of failing', async () => {
      const parent = await mkdtemp(join(tmpdir(), 'portico-datadir-'))
      try {
        await chmod(parent, 0o777)
        const script = `import('${new URL('./secureDataDir.ts', import.meta.url).pathname}').then(async ({ secureDataDir }) => console.log(await secureDataDir(${JSON.stringify(parent)})))`
        const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
          uid: NOBODY,
          gid: NOBODY,
          encoding: 'utf8',
        })
        expect(output.trim()).toBe('false')
        expect((await stat(parent)).mode & 0o777).toBe(0o777)
      } finally {
        await rm(parent, { recursive: true, force: true })
      }
    })
  },
)
