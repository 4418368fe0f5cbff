import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CloudConfig } from '../config/CloudConfig.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { testConfig } from '../testing/testConfig.js'
import { runCli } from './runCli.js'

// Every command opens the database and closes it again, as each run of the CLI does: seconds each on a busy machine.
describe('cli spam', { timeout: 180_000 }, () => {
  let dataDir: string
  let config: CloudConfig
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-cli-spam-'))
    // A migrated database from the template, without PGlite's initdb and the migrations (docs/testing.md).
    seedPgliteDataDir(dataDir)
    config = testConfig({ dataDir })
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

  it('marks a contract as spam, lists it, and unmarks it', async () => {
    expect(await runCli(['spam', 'list'], config)).toEqual([])
    const marked = await runCli(['spam', 'set', 'eip155:31337', contract, 'on'], config)
    expect(marked).toEqual([
      { chainId: 'eip155:31337', address: contract.toLowerCase(), created: expect.any(String) },
    ])
    expect(await runCli(['spam', 'list'], config)).toEqual(marked)
    expect(await runCli(['spam', 'set', 'eip155:31337', contract, 'off'], config)).toEqual([])
  })

  it('refuses a malformed address, chain id or mark with a clear error', async () => {
    await expect(runCli(['spam', 'set', 'eip155:31337', '0x12', 'on'], config)).rejects.toThrow(
      "address is a contract's 0x address",
    )
    await expect(runCli(['spam', 'set', 'eip155:31337', contract, 'yes'], config)).rejects.toThrow(
      'spam set takes on or off, not yes',
    )
    await expect(runCli(['spam', 'set', 'eip155:31337'], config)).rejects.toThrow('ADDRESS is required')
  })
})

describe('cli project settings', { timeout: 180_000 }, () => {
  let dataDir: string
  let config: CloudConfig
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-cli-settings-'))
    seedPgliteDataDir(dataDir)
    config = testConfig({ dataDir })
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('creates a project with its switches, then turns exchanges, smart accounts and sponsorship on and off', async () => {
    const created = await runCli(
      ['project', 'create', '--name', 'Shop', '--id', 'shop', '--exchanges', 'off', '--analytics', 'off'],
      config,
    )
    expect(created).toMatchObject({ id: 'shop', exchangesEnabled: false, analyticsEnabled: false })
    expect(
      await runCli(
        [
          'project',
          'settings',
          'set',
          'shop',
          '--exchanges',
          'on',
          '--smart-accounts',
          'off',
          '--sponsorship',
          'on',
          '--sponsorship-daily-limit',
          '5000000000000000',
          '--rate-limit',
          '120',
        ],
        config,
      ),
    ).toMatchObject({
      exchangesEnabled: true,
      smartAccountsEnabled: false,
      sponsorship: { enabled: true, dailyLimitPerAccountWei: '5000000000000000' },
      rateLimitPerMinute: 120,
      analyticsEnabled: false,
    })
    // A flag left out stays as it was; the sponsorship's two fields merge.
    expect(
      await runCli(['project', 'settings', 'set', 'shop', '--sponsorship', 'off'], config),
    ).toMatchObject({
      exchangesEnabled: true,
      sponsorship: { enabled: false, dailyLimitPerAccountWei: '5000000000000000' },
    })
  })

  it('refuses a value that is not on or off, a malformed limit and an unknown project with a clear error', async () => {
    await runCli(['project', 'create', '--name', 'Other', '--id', 'other'], config)
    await expect(
      runCli(['project', 'settings', 'set', 'other', '--exchanges', 'maybe'], config),
    ).rejects.toThrow('--exchanges takes on or off, not maybe')
    await expect(
      runCli(['project', 'settings', 'set', 'other', '--sponsorship-daily-limit', '1.5'], config),
    ).rejects.toThrow('a whole number of wei')
    await expect(
      runCli(['project', 'settings', 'set', 'nobody', '--exchanges', 'off'], config),
    ).rejects.toThrow('nobody')
    expect(await runCli(['project', 'show', 'other'], config)).toMatchObject({ exchangesEnabled: true })
  })
})
