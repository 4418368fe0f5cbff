import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningCloud, startCloud, testConfig } from '@portico/cloud/testing'
import { type EvmDevnetInfo, writeDevnetFile } from '@portico/devnet'
import { type Address, createPublicClient, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggedInFrame } from '../../testing/loggedInFrame.js'
import {
  releaseSharedSmartAccountDevnet,
  sharedSmartAccountDevnet,
} from '../../testing/sharedSmartAccountDevnet.js'
import { createFrameRpcUrls } from '../createFrameRpcUrls.js'
import { readFrameQuery } from '../readFrameQuery.js'
import { readSmartAccountNetworks } from './readSmartAccountNetworks.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
const SPONSORED = 'portico-lab-sponsored'
/** A recipient of this file's own: the smart-account files share one devnet and count what their recipient got. */
const RECIPIENT = '0x5ec0000000000000000000000000000000000002'
/** The project's shared devnet (sharedSmartAccountDevnet): this file's frames use seed bytes 81 to 119. */
let devnet: { eip155: EvmDevnetInfo }
let cloud: RunningCloud
let dir: string

beforeAll(async () => {
  devnet = { eip155: await sharedSmartAccountDevnet() }
  dir = await mkdtemp(join(tmpdir(), 'portico-frame-sponsored-'))
  // The cloud's data folder exists, so testConfig gives it PGlite's migrated template (no initdb).
  await mkdir(join(dir, 'data'))
  const devnetFile = join(dir, 'endpoints.json')
  await writeDevnetFile(devnetFile, {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    eip155: devnet.eip155,
  })
  cloud = await startCloud(
    testConfig({
      dataDir: join(dir, 'data'),
      devnetEndpointsFile: devnetFile,
      rpcUpstreams: Object.fromEntries(
        devnet.eip155.chains.map((each) => [`eip155:${each.chainId}`, each.rpcUrl]),
      ),
      emailAuth: { mailFrom: 'Portico <login@portico.local>', secureSiteOrigins: [SECURE_ORIGIN] },
    }),
  )
}, 400_000)
afterAll(async () => {
  await cloud?.stop()
  await releaseSharedSmartAccountDevnet()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const node = () => devnet.eip155.chains[0] ?? { chainId: 0, rpcUrl: '' }
const caip = () => `eip155:${node().chainId}` as const
const anvil = () => createPublicClient({ transport: http(node().rpcUrl), pollingInterval: 100 })
let seedByte = 80

/** A logged-in frame of `projectId` configured as the frame page configures it: its smart accounts from the cloud. */
const frame = async (projectId: string) =>
  loggedInFrame({
    chainId: caip(),
    approves: true,
    seedByte: ++seedByte,
    projectId,
    rpcPolicy: createFrameRpcUrls({ cloudUrl: cloud.url, secureOrigin: SECURE_ORIGIN, projectId }),
    smartAccounts: await readSmartAccountNetworks(cloud.url, projectId),
  })

const payload = <Payload>(answer: { ok: boolean; payload?: unknown; error?: { message: string } }) => {
  if (!answer.ok) throw new Error(answer.error?.message)
  return answer.payload as Payload
}

const fund = (address: Address, ether: string) =>
  anvil().request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther(ether).toString(16)}`] as never,
  })

const admin = (path: string, method: string, body: unknown) =>
  fetch(`${cloud.url}/admin/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${cloud.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** The smart account chosen in a new frame of `projectId`, holding 1 ETH. */
const smartAccountOf = async (projectId: string) => {
  const opened = await frame(projectId)
  const { address } = payload<{ address: Address }>(
    await opened.send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }),
  )
  await fund(address, '1')
  return { ...opened, address }
}

const send = (request: Awaited<ReturnType<typeof frame>>['request'], from: Address, ether: string) =>
  request('eth_sendTransaction', [{ from, to: RECIPIENT, value: `0x${parseEther(ether).toString(16)}` }])

describe('the frame’s smart account, configured by the project', () => {
  it('takes its networks from the cloud alone: the cloud’s bundler, and its paymaster where the project sponsors', async () => {
    const bundlerChains = devnet.eip155.smartAccounts.bundlers.map((each) => `eip155:${each.chainId}`)
    // The devnet's Delegation Framework, where the frame signs ERC-7715 grants.
    const delegation = expect.objectContaining({
      delegationManager: devnet.eip155.smartAccounts.delegation.delegationManager,
      eip7702StatelessDeleGator: devnet.eip155.smartAccounts.delegation.eip7702StatelessDeleGator,
    })
    const endpoint = (kind: string, chainId: string, projectId: string) =>
      `${cloud.url}/v1/${kind}?${new URLSearchParams({ chainId, projectId })}`

    expect(await readSmartAccountNetworks(cloud.url, SPONSORED)).toEqual(
      Object.fromEntries(
        bundlerChains.map((chainId) => [
          chainId,
          {
            bundlerUrl: endpoint('bundler', chainId, SPONSORED),
            paymasterUrl: endpoint('paymaster', chainId, SPONSORED),
            delegation,
          },
        ]),
      ),
    )
    expect(await readSmartAccountNetworks(cloud.url, 'portico-lab')).toEqual(
      Object.fromEntries(
        bundlerChains.map((chainId) => [
          chainId,
          { bundlerUrl: endpoint('bundler', chainId, 'portico-lab'), delegation },
        ]),
      ),
    )
    // A cloud that does not answer: the EOA everywhere.
    expect(await readSmartAccountNetworks('http://127.0.0.1:1', SPONSORED)).toEqual({})
  })

  it('refuses a frame URL in which the embedding page names a bundler or a paymaster of its own', () => {
    const query = `projectId=${SPONSORED}&chainId=${caip()}`
    expect(readFrameQuery(`?${query}`)).toBeDefined()
    expect(readFrameQuery(`?${query}&bundlerUrl=https%3A%2F%2Fevil.example%2F`)).toBeUndefined()
    expect(readFrameQuery(`?${query}&paymasterUrl=https%3A%2F%2Fevil.example%2F`)).toBeUndefined()
    expect(readFrameQuery(`?${query}&smartAccounts=%7B%7D`)).toBeUndefined()
  })

  it('sends a sponsored operation: the app is shown as the fee payer and the account pays no gas', async () => {
    const { address, request, asked } = await smartAccountOf(SPONSORED)
    const before = await anvil().getBalance({ address: RECIPIENT })

    const hash = payload<Hex>(await send(request, address, '0.1'))

    expect(await anvil().getTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
    expect((await anvil().getBalance({ address: RECIPIENT })) - before).toBe(parseEther('0.1'))
    expect(await anvil().getBalance({ address })).toBe(parseEther('0.9'))
    const rows = asked.find(({ method }) => method === 'eth_sendTransaction')?.review?.sections[0]?.rows
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'from', value: address }),
        expect.objectContaining({ key: 'feePayer', value: 'The app pays the gas (Portico lab (sponsored))' }),
      ]),
    )
    expect(rows?.some(({ key }) => key === 'sponsorship')).toBe(false)
  })

  it('goes unsponsored, and says why, when the paymaster refuses (policy off since the frame loaded)', async () => {
    const projectId = 'aa-frame-refused'
    const created = await admin('/projects', 'POST', {
      id: projectId,
      name: 'Refused sponsorship',
      allowedOrigins: ['http://127.0.0.1:5173'],
      sponsorship: { enabled: true, dailyLimitPerAccountWei: parseEther('1').toString() },
    })
    expect(created.status).toBe(201)
    const { address, request, asked } = await smartAccountOf(projectId)
    await admin(`/projects/${projectId}`, 'PATCH', { sponsorship: { enabled: false } })

    const hash = payload<Hex>(await send(request, address, '0.1'))

    expect(await anvil().getTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
    expect(await anvil().getBalance({ address })).toBeLessThan(parseEther('0.9'))
    const rows = asked.find(({ method }) => method === 'eth_sendTransaction')?.review?.sections[0]?.rows
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'feePayer', value: address }),
        expect.objectContaining({
          key: 'sponsorship',
          value: 'The app does not sponsor the fee here now: this account pays it',
        }),
      ]),
    )
  })

  it('sends a batch the app wants sponsored (paymasterService) through the project’s paymaster, as one operation the account pays no gas for', async () => {
    const { address, request, asked } = await smartAccountOf(SPONSORED)
    const chainHex = `0x${node().chainId.toString(16)}`
    expect(payload(await request('wallet_getCapabilities', [address, [chainHex]]))).toEqual({
      [chainHex]: { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
    const before = await anvil().getBalance({ address: RECIPIENT })
    const ether = (amount: string) => `0x${parseEther(amount).toString(16)}`

    const { id } = payload<{ id: string }>(
      await request('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: chainHex,
          from: address,
          atomicRequired: true,
          calls: [
            { to: RECIPIENT, value: ether('0.1') },
            { to: RECIPIENT, value: ether('0.2') },
          ],
          // The page's own paymaster is never called: the project's sponsors.
          capabilities: { paymasterService: { url: 'http://127.0.0.1:1/paymaster' } },
        },
      ]),
    )

    const review = asked.find(({ method }) => method === 'wallet_sendCalls')?.review
    expect(review?.sections.at(-1)?.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'feePayer', value: 'The app pays the gas (Portico lab (sponsored))' }),
      ]),
    )
    // Read through the cloud's bundler endpoint until the operation is in.
    const statusOf = async () =>
      payload<{ status: number; receipts?: { status: string }[] }>(
        await request('wallet_getCallsStatus', [id]),
      )
    await expect.poll(async () => (await statusOf()).status, { timeout: 60_000, interval: 250 }).toBe(200)
    expect((await statusOf()).receipts?.map((receipt) => receipt.status)).toEqual(['0x1'])
    expect((await anvil().getBalance({ address: RECIPIENT })) - before).toBe(parseEther('0.3'))
    expect(await anvil().getBalance({ address })).toBe(parseEther('0.7'))
  })

  it('gives a project whose smart accounts are switched off no network: its login is the EOA, with no switch to offer', async () => {
    const projectId = 'aa-switched-off'
    expect(
      (
        await admin('/projects', 'POST', {
          id: projectId,
          name: 'EOA only',
          allowedOrigins: [SECURE_ORIGIN],
          smartAccountsEnabled: false,
        })
      ).status,
    ).toBe(201)
    const { keys, send } = await frame(projectId)

    expect(payload(await send('GET_SMART_ACCOUNT_ENABLED_NETWORKS'))).toEqual({
      smartAccountEnabledNetworks: [],
    })
    expect(payload(await send('GET_USER', { preferredAccountType: 'smartAccount' }))).toMatchObject({
      address: keys.evmAddress,
      preferredAccountType: 'eoa',
      accounts: [{ address: keys.evmAddress, type: 'eoa' }],
    })
  })
})
