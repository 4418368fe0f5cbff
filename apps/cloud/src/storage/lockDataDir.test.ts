import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockDataDir } from './lockDataDir.js'

describe('lockDataDir', () => {
  it('refuses a second holder until the first releases', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-lock-'))
    const release = await lockDataDir(dir)
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${process.pid}`)
    await release()
    const again = await lockDataDir(dir)
    await again()
  })

  it('takes over a lock whose process is gone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-lock-'))
    await writeFile(`${dir}.lock`, '999999999')
    const release = await lockDataDir(dir)
    await release()
  })
})
