import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teamSmartAccountSettings } from '../../../../scripts/services/teamSmartAccountSettings.mjs'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'
import { loadSmartAccountsConfig } from './loadSmartAccountsConfig.js'

const OWN_FRAMEWORK = teamSmartAccountSettings.ownFramework
/** MetaMask's v1.3.0 deployment, as @metamask/delegation-deployments 2.0.0 lists it for Base. */
const METAMASK_FRAMEWORK = {
  delegationManager: '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3',
  eip7702StatelessDeleGator: '0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B',
  enforcers: {
    nativeTokenPeriodTransfer: '0x9BC0FAf4Aca5AE429F4c06aEEaC517520CB16BD9',
    nativeTokenTransferAmount: '0xF71af580b9c3078fbc2BBF16FbB8EEd82b330320',
    erc20PeriodTransfer: '0x474e3Ae7E169e940607cC624Da8A15Eb120139aB',
    erc20TransferAmount: '0xf100b0819427117EcF76Ed94B358B1A5b5C6D2Fc',
    timestamp: '0x1046bb45C8d673d4ea75321280DB34899413c069',
    exactCalldata: '0x99F2e9bF15ce5eC84685604836F71aB835DBBdED',
    valueLte: '0x92Bf12322527cAA612fd31a0e810472BBB106A8F',
  },
}

// A production cloud as a team sets it (`pnpm check:services` starts the installed one with the same Base and OP
// Mainnet settings): four chains with a bundler (nothing listens there: this route never calls
// them), OP Mainnet with its own framework, Ethereum's grants turned off, a chain MetaMask has not deployed on.
const env = {
  BUNDLER_UPSTREAMS: JSON.stringify({
    ...teamSmartAccountSettings.bundlers,
    'eip155:1': 'http://127.0.0.1:9/ethereum',
    'eip155:424242': 'http://127.0.0.1:9/own-chain',
  }),
  DELEGATION_CONTRACTS: JSON.stringify({ 'eip155:10': OWN_FRAMEWORK, 'eip155:1': null }),
}

describe('GET /v1/smart-accounts on a production cloud with DELEGATION_CONTRACTS', () => {
  let cloud: RunningCloud
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-aa-networks-'))
    cloud = await startCloud(
      testConfig({ dataDir: dir, development: false, smartAccounts: loadSmartAccountsConfig(env, false) }),
    )
  })
  afterAll(async () => {
    await cloud?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  const networks = async (projectId: string) => {
    const response = await fetch(`${cloud.url}/v1/smart-accounts?projectId=${projectId}`)
    return { status: response.status, body: await response.json() }
  }

  it("names each chain's Delegation Framework: the setting's, else MetaMask's own deployment, else none", async () => {
    expect(await networks('portico-lab')).toEqual({
      status: 200,
      body: {
        networks: [
          { chainId: 'eip155:8453', sponsored: false, delegation: METAMASK_FRAMEWORK },
          { chainId: 'eip155:10', sponsored: false, delegation: OWN_FRAMEWORK },
          { chainId: 'eip155:1', sponsored: false },
          { chainId: 'eip155:424242', sponsored: false },
        ],
      },
    })
  })

  it('lists no chain, so no framework, for a project whose smart accounts are off', async () => {
    const response = await fetch(`${cloud.url}/admin/v1/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cloud.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'eoa-only',
        name: 'EOA only',
        allowedOrigins: ['https://dapp.example'],
        smartAccountsEnabled: false,
      }),
    })
    expect(response.status).toBe(201)
    expect(await networks('eoa-only')).toEqual({ status: 200, body: { networks: [] } })
  })
})
