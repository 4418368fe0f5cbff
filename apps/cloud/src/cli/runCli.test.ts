import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CloudConfig } from '../config/CloudConfig.js'
import { testConfig } from '../testing/testConfig.js'
import { runCli } from './runCli.js'

describe('cli spam', () => {
  let dataDir: string
  let config: CloudConfig
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-cli-spam-'))
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
