import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { runPorticoCloud } from './runPorticoCloud.js'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const cwd = mkdtempSync(join(tmpdir(), 'portico-cloud-command-'))
  folders.push(cwd)
  const out: string[] = []
  const err: string[] = []
  const code = runPorticoCloud({
    args,
    env,
    cwd,
    print: (text) => out.push(text),
    printError: (text) => err.push(text),
  })
  return { cwd, out, err, code }
}

it('--help names the settings a team sets and the admin commands', async () => {
  const { code, out } = run(['--help'])
  expect(await code).toBe(0)
  for (const text of ['DATABASE_URL', 'REDIS_URL', 'PORT, HOST', 'DATA_DIR', 'ADMIN_TOKEN', 'project create'])
    expect(out.join('\n')).toContain(text)
})

it('says which setting is malformed, without a stack', async () => {
  const { code, err } = run([], { REDIS_URL: 'http://cache:6379' })
  expect(await code).toBe(1)
  expect(err.join('\n')).toContain('REDIS_URL must start with redis:// or rediss://')
  expect(err.join('\n')).not.toMatch(/\n\s+at /)
})

it("keeps its data in ./portico-cloud-data of the folder it runs in, outside a clone's tree", async () => {
  const { code, out, cwd } = run(['admin-token'])
  expect(await code).toBe(0)
  expect(readFileSync(join(cwd, 'portico-cloud-data', 'admin-token'), 'utf8').trim()).toBe(out[0])
})
