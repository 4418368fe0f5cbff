import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmartAccountsResolver } from './createSmartAccountsResolver.js'
import type { SmartAccountsConfig } from './SmartAccountsConfig.js'

const DEVNET_KEY = `0x${'2'.repeat(64)}` as const
const SET_KEY = `0x${'3'.repeat(64)}` as const
const PAYMASTER = `0x${'5b'.repeat(20)}` as const

let dir: string
let file: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-aa-resolver-'))
  file = join(dir, 'endpoints.json')
  await writeFile(
    file,
    JSON.stringify({
      eip155: {
        chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
        smartAccounts: {
          entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
          paymaster: PAYMASTER,
          paymasterSigner: { address: `0x${'9'.repeat(40)}`, privateKey: DEVNET_KEY },
          bundlers: [{ chainId: 31337, url: 'http://127.0.0.1:4337/rpc' }],
        },
      },
    }),
  )
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('createSmartAccountsResolver', () => {
  it("serves the devnet file's bundler and paymaster in development", async () => {
    const resolver = createSmartAccountsResolver({ configured: { bundlers: {} }, devnetEndpointsFile: file })
    expect(await resolver.bundler('eip155:31337')).toBe('http://127.0.0.1:4337/rpc')
    expect(await resolver.paymaster('eip155:31337')).toEqual({ address: PAYMASTER, signerKey: DEVNET_KEY })
    expect(await resolver.bundler('eip155:1')).toBeUndefined()
    expect(await resolver.paymaster('eip155:1')).toBeUndefined()
  })

  it('puts the settings first, and serves only them without the devnet file', async () => {
    const configured: SmartAccountsConfig = {
      bundlers: { 'eip155:31337': 'https://bundler.example' },
      paymaster: { address: PAYMASTER, signerKey: SET_KEY },
    }
    const development = createSmartAccountsResolver({ configured, devnetEndpointsFile: file })
    expect(await development.bundler('eip155:31337')).toBe('https://bundler.example')
    expect(await development.paymaster('eip155:31337')).toEqual(configured.paymaster)
    const production = createSmartAccountsResolver({ configured: { bundlers: {} } })
    expect(await production.bundler('eip155:31337')).toBeUndefined()
  })

  it('sponsors only on PAYMASTER_CHAINS when given, and nothing from a missing file', async () => {
    const resolver = createSmartAccountsResolver({
      configured: { bundlers: {}, paymasterChains: ['eip155:10'] },
      devnetEndpointsFile: file,
    })
    expect(await resolver.paymaster('eip155:31337')).toBeUndefined()
    const missing = createSmartAccountsResolver({
      configured: { bundlers: {} },
      devnetEndpointsFile: join(dir, 'none'),
    })
    expect(await missing.bundler('eip155:31337')).toBeUndefined()
  })
})
