import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'

describe('the data folder', () => {
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
