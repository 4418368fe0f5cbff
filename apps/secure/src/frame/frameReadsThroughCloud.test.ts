import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningCloud, startCloud, testConfig } from '@portico/cloud/testing'
import { type Devnet, startDevnet } from '@portico/devnet'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { loggedInFrame } from '../testing/loggedInFrame.js'
import { createFrameRpcUrls } from './createFrameRpcUrls.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
let devnet: Devnet<'eip155'>
let cloud: RunningCloud
let dataDir: string

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  dataDir = await mkdtemp(join(tmpdir(), 'portico-frame-rpc-'))
  cloud = await startCloud(
    testConfig({
      dataDir,
      rpcUpstreams: { [chainId()]: node().rpcUrl },
      emailAuth: { mailFrom: 'Portico <login@portico.local>', secureSiteOrigins: [SECURE_ORIGIN] },
    }),
  )
})
afterAll(async () => {
  await cloud?.stop()
  await devnet?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const node = () => devnet.eip155.chains[0] ?? { chainId: 0, rpcUrl: '' }
const chainId = () => `eip155:${node().chainId}`
const anvil = () => createPublicClient({ transport: http(node().rpcUrl) })
/** The lab project's frame, with the secure site's RPC policy, and no RPC URL named by the widget. */
const frame = (approves = true) =>
  loggedInFrame({
    chainId: chainId(),
    approves,
    projectId: 'portico-lab',
    rpcPolicy: createFrameRpcUrls({
      cloudUrl: cloud.url,
      secureOrigin: SECURE_ORIGIN,
      projectId: 'portico-lab',
    }),
  })

it("reads through the cloud's RPC proxy when the widget named no RPC URL, and sends what it signed there", async () => {
  const { keys, request, asked } = await frame()
  await anvil().request({
    method: 'anvil_setBalance' as never,
    params: [keys.evmAddress, `0x${parseEther('1').toString(16)}`] as never,
  })
  expect(await request('eth_getBalance', [keys.evmAddress, 'latest'])).toEqual({
    ok: true,
    payload: `0x${parseEther('1').toString(16)}`,
  })

  const sent = await request('eth_sendTransaction', [
    { from: keys.evmAddress, to: RECIPIENT, value: `0x${parseEther('0.1').toString(16)}` },
  ])
  if (!sent.ok) throw new Error(sent.error.message)
  expect(asked.map(({ method }) => method)).toEqual(['eth_sendTransaction'])
  const receipt = await anvil().waitForTransactionReceipt({ hash: sent.payload as Hex })
  expect(receipt).toMatchObject({ status: 'success', from: keys.evmAddress.toLowerCase() })
})

it("refuses, before any screen, a URL the page named on the cloud's other routes or on the secure site", async () => {
  const { keys, request, asked } = await frame()
  const refused = {
    ok: false,
    error: { message: 'This RPC URL is not allowed', code: 'rpc_url_not_allowed' },
  }
  for (const rpcUrl of [
    `${cloud.url}/auth/v1/email/verify`,
    `${cloud.url}/v1/?chainId=${chainId()}&projectId=another-project`,
    `${SECURE_ORIGIN}/frame.html`,
  ]) {
    expect(
      await request('eth_sendTransaction', [{ from: keys.evmAddress, to: RECIPIENT, value: '0x1' }], {
        rpcUrl,
      }),
    ).toEqual(refused)
  }
  const solana = await loggedInFrame({
    chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    approves: true,
    projectId: 'portico-lab',
    rpcUrl: `${cloud.url}/auth/v1/social/verify`,
    rpcPolicy: createFrameRpcUrls({
      cloudUrl: cloud.url,
      secureOrigin: SECURE_ORIGIN,
      projectId: 'portico-lab',
    }),
  })
  expect(
    await solana.request('solana_signMessage', { message: '3MNQE1X', pubkey: solana.keys.solanaAddress }),
  ).toEqual(refused)
  expect([...asked, ...solana.asked]).toEqual([])
})
