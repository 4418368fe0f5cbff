import { spawn } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockDataDir } from './lockDataDir.js'

describe('lockDataDir', () => {
  it('refuses a second holder until the first releases, and names the holder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-lock-'))
    const release = await lockDataDir(dir)
    expect(JSON.parse(await readFile(`${dir}.lock`, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    })
    await expect(lockDataDir(dir)).rejects.toThrow(
      `The PGlite data folder ${dir} is in use by another process (process ${process.pid} on ${hostname()}`,
    )
    await release()
    const again = await lockDataDir(dir)
    await again()
  })

  it('starts over a lock file that names a live process: only a held kernel lock counts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-lock-'))
    // What a container restart finds: the file of the previous run, naming "itself" (PID 1 on every start).
    await writeFile(`${dir}.lock`, String(process.pid))
    const release = await lockDataDir(dir)
    await release()
  })

  it('is free as soon as the holding process is killed with SIGKILL', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-lock-'))
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${new URL('./lockDataDir.ts', import.meta.url).pathname}').then(({ lockDataDir }) => lockDataDir(${JSON.stringify(dir)})).then((release) => { globalThis.heldLock = release; setInterval(() => {}, 1 << 30); console.log('locked') })`,
      ],
      // The holder keeps its lock (and so its descriptor) referenced and stays alive, as the cloud does,
      // so only the kill can free it (a garbage-collected descriptor would free it early).
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise<void>((resolve, reject) => {
      holder.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
      holder.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)))
    })
    await expect(lockDataDir(dir)).rejects.toThrow(`process ${holder.pid} on ${hostname()}`)
    const exited = new Promise((resolve) => holder.once('exit', resolve))
    holder.kill('SIGKILL')
    await exited
    const release = await lockDataDir(dir)
    await release()
  })
})
