import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmartAccountsResolver } from './createSmartAccountsResolver.js'
import { metaMaskDelegationDeployments } from './metaMaskDelegationDeployments.js'
import type { DelegationContractsConfig, SmartAccountsConfig } from './SmartAccountsConfig.js'

const DEVNET_KEY = `0x${'2'.repeat(64)}` as const
const SET_KEY = `0x${'3'.repeat(64)}` as const
const PAYMASTER = `0x${'5b'.repeat(20)}` as const
/** A Delegation Framework whose every address is made of one byte. */
const framework = (byte: string): DelegationContractsConfig => {
  const at = `0x${byte.repeat(20)}` as const
  return {
    delegationManager: at,
    eip7702StatelessDeleGator: at,
    enforcers: {
      nativeTokenPeriodTransfer: at,
      nativeTokenTransferAmount: at,
      erc20PeriodTransfer: at,
      erc20TransferAmount: at,
      timestamp: at,
      exactCalldata: at,
      valueLte: at,
    },
  }
}
const DEVNET_FRAMEWORK = framework('de')
const SET_FRAMEWORK = framework('5e')
/** MetaMask's v1.3.0 DelegationManager, on Base among others (@metamask/delegation-deployments 2.0.0). */
const METAMASK_DELEGATION_MANAGER = '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3'

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
          delegation: DEVNET_FRAMEWORK,
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

  it("names MetaMask's own deployment on a chain the settings leave out, the settings' one, or none when set to null", async () => {
    const production = createSmartAccountsResolver({
      configured: {
        bundlers: {},
        delegations: { 'eip155:10': SET_FRAMEWORK, 'eip155:1': null, 'eip155:77777': SET_FRAMEWORK },
      },
    })
    expect(await production.delegation('eip155:8453')).toEqual(metaMaskDelegationDeployments['eip155:8453'])
    expect((await production.delegation('eip155:8453'))?.delegationManager).toBe(METAMASK_DELEGATION_MANAGER)
    expect(await production.delegation('eip155:10')).toEqual(SET_FRAMEWORK)
    expect(await production.delegation('eip155:1')).toBeUndefined()
    expect(await production.delegation('eip155:77777')).toEqual(SET_FRAMEWORK)
    // A chain MetaMask has not deployed on, the devnet's among them outside development: no grants.
    expect(await production.delegation('eip155:31337')).toBeUndefined()
    expect(await production.delegation('eip155:424242')).toBeUndefined()
    expect(await production.delegation('__proto__')).toBeUndefined()
  })

  it("serves the devnet file's framework in development, under the settings", async () => {
    const development = createSmartAccountsResolver({
      configured: { bundlers: {} },
      devnetEndpointsFile: file,
    })
    expect(await development.delegation('eip155:31337')).toEqual(DEVNET_FRAMEWORK)
    const overridden = createSmartAccountsResolver({
      configured: { bundlers: {}, delegations: { 'eip155:31337': SET_FRAMEWORK } },
      devnetEndpointsFile: file,
    })
    expect(await overridden.delegation('eip155:31337')).toEqual(SET_FRAMEWORK)
    const off = createSmartAccountsResolver({
      configured: { bundlers: {}, delegations: { 'eip155:31337': null } },
      devnetEndpointsFile: file,
    })
    expect(await off.delegation('eip155:31337')).toBeUndefined()
  })
})
