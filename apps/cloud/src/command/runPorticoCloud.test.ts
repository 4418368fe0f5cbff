import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { runPorticoCloud } from './runPorticoCloud.js'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** Runs the command in a fresh folder; `withDatabase` gives its data folder a migrated PGlite database first. */
function run(args: string[], env: NodeJS.ProcessEnv = {}, { withDatabase = false } = {}) {
  const cwd = mkdtempSync(join(tmpdir(), 'portico-cloud-command-'))
  folders.push(cwd)
  if (withDatabase) {
    mkdirSync(join(cwd, 'portico-cloud-data'), { mode: 0o700 })
    seedPgliteDataDir(join(cwd, 'portico-cloud-data'))
  }
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
  for (const text of [
    'DATABASE_URL',
    'REDIS_URL',
    'PORT, HOST',
    'DATA_DIR',
    'ADMIN_TOKEN',
    'BUNDLER_UPSTREAMS',
    'DELEGATION_CONTRACTS',
    'project create',
  ])
    expect(out.join('\n')).toContain(text)
})

it('says which setting is malformed, without a stack', async () => {
  const { code, err } = run([], { REDIS_URL: 'http://cache:6379' })
  expect(await code).toBe(1)
  expect(err.join('\n')).toContain('REDIS_URL must start with redis:// or rediss://')
  expect(err.join('\n')).not.toMatch(/\n\s+at /)
})

it('names the field of a partial DELEGATION_CONTRACTS, without a stack', async () => {
  const framework = {
    delegationManager: `0x${'d1'.repeat(20)}`,
    eip7702StatelessDeleGator: `0x${'d2'.repeat(20)}`,
  }
  const { code, err } = run([], {
    NODE_ENV: 'production',
    BUNDLER_UPSTREAMS: '{"eip155:8453":"https://bundler.example"}',
    DELEGATION_CONTRACTS: JSON.stringify({ 'eip155:8453': { ...framework, enforcers: {} } }),
  })
  expect(await code).toBe(1)
  expect(err.join('\n')).toContain('DELEGATION_CONTRACTS is a JSON object')
  expect(err.join('\n')).toContain('at ["eip155:8453"].enforcers.nativeTokenPeriodTransfer')
  expect(err.join('\n')).not.toMatch(/\n\s+at /)
})

it("keeps its data in ./portico-cloud-data of the folder it runs in, outside a clone's tree", async () => {
  const { code, out, cwd } = run(['admin-token'])
  expect(await code).toBe(0)
  expect(readFileSync(join(cwd, 'portico-cloud-data', 'admin-token'), 'utf8').trim()).toBe(out[0])
})

it("creates no project in production, where the operator makes them; the lab's in development", async () => {
  const ids = (out: string[]) => JSON.parse(out.join('\n')).map((project: { id: string }) => project.id)
  for (const env of [{ NODE_ENV: 'production' }, { DEVELOPMENT: 'off' }]) {
    const production = run(['project', 'list'], env, { withDatabase: true })
    expect(await production.code).toBe(0)
    expect(ids(production.out)).toEqual([])
  }
  const development = run(['project', 'list'], {}, { withDatabase: true })
  expect(await development.code).toBe(0)
  expect(ids(development.out)).toContain('portico-lab')
})
