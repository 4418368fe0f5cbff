import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningCloud, startCloud, testConfig } from '@portico/cloud/testing'
import type { EvmDevnetInfo } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  formatEther,
  type Hex,
  hashMessage,
  http,
  isErc6492Signature,
  parseAbi,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggedInFrame } from '../../testing/loggedInFrame.js'
import {
  releaseSharedSmartAccountDevnet,
  sharedSmartAccountDevnet,
} from '../../testing/sharedSmartAccountDevnet.js'
import { createFrameRpcUrls } from '../createFrameRpcUrls.js'

const SECURE_ORIGIN = 'http://127.0.0.1:4410'
const erc1271Abi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])
const RECIPIENT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
/** The project's shared devnet (sharedSmartAccountDevnet): this file's frames use seed bytes 41 to 79. */
let devnet: { eip155: EvmDevnetInfo }
let cloud: RunningCloud
let dataDir: string
/** A bundler URL where nothing answers: a port that was free a moment ago. */
let downBundlerUrl: string

beforeAll(async () => {
  devnet = { eip155: await sharedSmartAccountDevnet() }
  dataDir = await mkdtemp(join(tmpdir(), 'portico-frame-aa-'))
  cloud = await startCloud(
    testConfig({
      dataDir,
      rpcUpstreams: Object.fromEntries(
        devnet.eip155.chains.map((each) => [`eip155:${each.chainId}`, each.rpcUrl]),
      ),
      emailAuth: { mailFrom: 'Portico <login@portico.local>', secureSiteOrigins: [SECURE_ORIGIN] },
    }),
  )
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  downBundlerUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`
  await new Promise((resolve) => closed.close(resolve))
}, 400_000)
afterAll(async () => {
  await cloud?.stop()
  await releaseSharedSmartAccountDevnet()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const node = (index = 0) => devnet.eip155.chains[index] ?? { chainId: 0, rpcUrl: '' }
const caip = (index = 0) => `eip155:${node(index).chainId}` as const
const bundlerUrl = (index = 0) => devnet.eip155.smartAccounts.bundlers[index]?.url ?? ''
const anvil = (index = 0) => createPublicClient({ transport: http(node(index).rpcUrl), pollingInterval: 100 })
let seedByte = 40

/** A logged-in frame of the lab project (a new wallet each time), reading through the cloud's RPC proxy. */
const frame = (networks?: Record<string, { bundlerUrl: string }>, index = 0) =>
  loggedInFrame({
    chainId: caip(index),
    approves: true,
    seedByte: ++seedByte,
    projectId: 'portico-lab',
    rpcPolicy: createFrameRpcUrls({
      cloudUrl: cloud.url,
      secureOrigin: SECURE_ORIGIN,
      projectId: 'portico-lab',
    }),
    smartAccounts: networks ?? { [caip(index)]: { bundlerUrl: bundlerUrl(index) } },
  })

const payload = <Payload>(answer: { ok: boolean; payload?: unknown; error?: { message: string } }) => {
  if (!answer.ok) throw new Error(answer.error?.message)
  return answer.payload as Payload
}

const fund = (address: Address, ether: string, index = 0) =>
  anvil(index).request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther(ether).toString(16)}`] as never,
  })

describe('the embedded wallet’s smart account in the frame', () => {
  it('lists the networks with smart accounts and opens a counterfactual account owned by the frame’s key', async () => {
    const { keys, send } = await frame()
    expect(payload(await send('GET_SMART_ACCOUNT_ENABLED_NETWORKS'))).toEqual({
      smartAccountEnabledNetworks: [node().chainId],
    })

    const opened = payload<{ address: Address; isDeployed: boolean }>(await send('INIT_SMART_ACCOUNT'))

    expect(opened.isDeployed).toBe(false)
    expect(opened.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(opened.address.toLowerCase()).not.toBe(keys.evmAddress.toLowerCase())
    expect(await anvil().getCode({ address: opened.address })).toBeUndefined()
  })

  it('answers the smart account to a widget that asks for it by default, the EOA where the project has none, and falls back to the EOA when it cannot be opened', async () => {
    const { keys, send, request, reload } = await frame()

    const user = payload<{ address: Address }>(
      await send('GET_USER', { preferredAccountType: 'smartAccount' }),
    )

    expect(user).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: false })
    expect(user.address.toLowerCase()).not.toBe(keys.evmAddress.toLowerCase())
    expect(payload(await request('eth_accounts'))).toEqual([user.address])
    // A default, not a choice: a widget asking for the EOA gets it.
    expect(payload(await send('GET_USER', { preferredAccountType: 'eoa' }))).toMatchObject({
      address: keys.evmAddress,
      preferredAccountType: 'eoa',
    })

    reload({ smartAccounts: {} })
    expect(payload(await send('GET_USER', { preferredAccountType: 'smartAccount' }))).toMatchObject({
      address: keys.evmAddress,
      preferredAccountType: 'eoa',
      accounts: [{ address: keys.evmAddress, type: 'eoa' }],
    })

    const down = await frame({ [caip()]: { bundlerUrl: downBundlerUrl } })
    expect(payload(await down.send('GET_USER', { preferredAccountType: 'smartAccount' }))).toMatchObject({
      address: down.keys.evmAddress,
      preferredAccountType: 'eoa',
    })
    // Kept: the bundler back, the wallet stays on its EOA until the visitor switches.
    down.reload({ smartAccounts: { [caip()]: { bundlerUrl: bundlerUrl() } } })
    expect(payload(await down.send('GET_USER', { preferredAccountType: 'smartAccount' }))).toMatchObject({
      address: down.keys.evmAddress,
      preferredAccountType: 'eoa',
    })
  })

  it('keeps the visitor’s account type across a reload, and answers the accounts as the smart account', async () => {
    const { keys, send, request, reload } = await frame()
    const chosen = payload<{ type: string; address: Address }>(
      await send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }),
    )
    expect(chosen.type).toBe('smartAccount')

    reload()

    expect(payload(await send('GET_USER'))).toMatchObject({
      address: chosen.address,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      accounts: [
        { address: chosen.address, type: 'smartAccount' },
        { address: keys.evmAddress, type: 'eoa' },
      ],
    })
    expect(payload(await request('eth_accounts'))).toEqual([chosen.address])

    expect(payload(await send('SET_PREFERRED_ACCOUNT', { type: 'eoa' }))).toEqual({
      type: 'eoa',
      address: keys.evmAddress,
    })
    reload()
    expect(payload(await send('GET_USER'))).toMatchObject({
      address: keys.evmAddress,
      preferredAccountType: 'eoa',
    })
    expect(payload(await request('eth_accounts'))).toEqual([keys.evmAddress])
  })

  it('signs as the Safe: ERC-6492 before its deployment, ERC-1271 after; its first send deploys it and moves the ETH', async () => {
    const { keys, send, request, asked } = await frame()
    const { address } = payload<{ address: Address }>(
      await send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }),
    )
    await fund(address, '1')
    const before = await anvil().getBalance({ address: RECIPIENT })
    const chainId = node().chainId
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hello' },
    }
    const sign = async () => ({
      message: payload<Hex>(await request('personal_sign', ['0x68656c6c6f', address])),
      typed: payload<Hex>(await request('eth_signTypedData_v4', [address, JSON.stringify(typedData)])),
    })
    const verify = async ({ message, typed }: { message: Hex; typed: Hex }) => [
      await anvil().verifyMessage({ address, message: 'hello', signature: message }),
      await anvil().verifyTypedData({ address, ...typedData, signature: typed }),
    ]

    const counterfactual = await sign()
    expect(isErc6492Signature(counterfactual.message)).toBe(true)
    expect(isErc6492Signature(counterfactual.typed)).toBe(true)
    expect(await verify(counterfactual)).toEqual([true, true])
    expect(await anvil().getCode({ address })).toBeUndefined()
    expect(asked.filter(({ method }) => method === 'personal_sign').length).toBe(1)
    // The EOA's own address is not the account's while the smart account is chosen.
    expect(await request('personal_sign', ['0x68656c6c6f', keys.evmAddress])).toMatchObject({
      ok: false,
      error: { code: 'invalid_params' },
    })

    const hash = payload<Hex>(
      await request('eth_sendTransaction', [
        { from: address, to: RECIPIENT, value: `0x${parseEther('0.1').toString(16)}` },
      ]),
    )

    const receipt = await anvil().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await anvil().getCode({ address })).toMatch(/^0x[0-9a-f]{2,}/)
    expect((await anvil().getBalance({ address: RECIPIENT })) - before).toBe(parseEther('0.1'))
    const review = asked.find(({ method }) => method === 'eth_sendTransaction')?.review
    expect(review?.sections[0]?.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'from', value: address }),
        expect.objectContaining({ key: 'feePayer', value: address }),
      ]),
    )
    expect(payload(await send('GET_USER'))).toMatchObject({ address, smartAccountDeployed: true })
    expect(payload(await send('INIT_SMART_ACCOUNT'))).toEqual({ address, isDeployed: true })

    const deployed = await sign()
    expect(isErc6492Signature(deployed.message)).toBe(false)
    expect(isErc6492Signature(deployed.typed)).toBe(false)
    expect(await verify(deployed)).toEqual([true, true])
    // The deployed Safe itself says so (ERC-1271's magic value).
    expect(
      await anvil().readContract({
        address,
        abi: erc1271Abi,
        functionName: 'isValidSignature',
        args: [hashMessage('hello'), deployed.message],
      }),
    ).toBe('0x1626ba7e')
  })

  it('refuses, before any screen, a send whose value the Safe holds but not the fee: the value and the most the fee can be, in the visitor’s words; with more ETH it goes', async () => {
    const { send, request, asked } = await frame()
    const { address } = payload<{ address: Address }>(
      await send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }),
    )
    await fund(address, '0.1')
    const transfer = { from: address, to: RECIPIENT, value: `0x${parseEther('0.1').toString(16)}` }

    const refused = await request('eth_sendTransaction', [transfer])

    expect(refused).toMatchObject({ ok: false, error: { code: 'insufficient_funds' } })
    const { message } = (refused as { error: { message: string } }).error
    expect(message).toMatch(
      /^This account holds 0\.1 ETH, less than the 0\.1 ETH to send plus a network fee of up to 0\.\d+ ETH: add ETH to it, then try again$/,
    )
    expect(asked.filter(({ review }) => review)).toEqual([])
    expect(await anvil().getBalance({ address })).toBe(parseEther('0.1'))
    expect(await anvil().getCode({ address })).toBeUndefined()

    // With the value and that fee held (twice the fee: the gas price moves between blocks), the same send goes.
    const fee = parseEther(/up to (\S+) ETH/.exec(message)?.[1] ?? '1')
    await fund(address, formatEther(parseEther('0.1') + 2n * fee))
    const hash = payload<Hex>(await request('eth_sendTransaction', [transfer]))
    expect(await anvil().waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
    expect(await anvil().getCode({ address })).toMatch(/^0x[0-9a-f]{2,}/)
  })

  it('falls back to the EOA with a clear text when the bundler is down, and the EOA still sends', async () => {
    const { keys, send, request, reload } = await frame({ [caip()]: { bundlerUrl: downBundlerUrl } })

    expect(await send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      ok: false,
      error: {
        message: `The bundler of ${caip()} did not answer; the wallet uses its EOA`,
        code: 'smart_account_unavailable',
        reason: 'bundler_unavailable',
      },
    })
    expect(payload(await send('GET_USER'))).toMatchObject({
      preferredAccountType: 'eoa',
      address: keys.evmAddress,
    })

    // Chosen while the bundler answered, then down at the send: the send says why, and the next one goes as the EOA.
    reload({ smartAccounts: { [caip()]: { bundlerUrl: bundlerUrl() } } })
    const { address } = payload<{ address: Address }>(
      await send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }),
    )
    reload({ smartAccounts: { [caip()]: { bundlerUrl: downBundlerUrl } } })
    const transfer = { to: RECIPIENT, value: '0x1' }
    expect(await request('eth_sendTransaction', [{ ...transfer, from: address }])).toEqual({
      ok: false,
      error: {
        message: `The bundler of ${caip()} did not answer; the wallet uses its EOA`,
        code: 'smart_account_unavailable',
        reason: 'bundler_unavailable',
      },
    })
    await fund(keys.evmAddress, '1')
    const hash = payload<Hex>(await request('eth_sendTransaction', [{ ...transfer, from: keys.evmAddress }]))
    expect(await anvil().waitForTransactionReceipt({ hash })).toMatchObject({ status: 'success' })
  })

  it('refuses a network without the EntryPoint, and one the project has no smart accounts on', async () => {
    const other = devnet.eip155.chains[1] ? 1 : 0
    const { send } = await frame(undefined, other)
    const entryPoint = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
    const code = await anvil(other).getCode({ address: entryPoint })
    await anvil(other).request({ method: 'anvil_setCode' as never, params: [entryPoint, '0x'] as never })
    try {
      expect(await send('INIT_SMART_ACCOUNT')).toEqual({
        ok: false,
        error: {
          message: `${caip(other)} has no ERC-4337 EntryPoint v0.7 or Safe 1.4.1 with its 4337 module`,
          code: 'smart_account_unavailable',
          reason: 'contracts_missing',
        },
      })
    } finally {
      await anvil(other).request({ method: 'anvil_setCode' as never, params: [entryPoint, code] as never })
    }
    const none = await frame({})
    expect(await none.send('INIT_SMART_ACCOUNT')).toEqual({
      ok: false,
      error: {
        message: `${caip()} has no smart accounts in this project`,
        code: 'smart_account_unavailable',
        reason: 'not_enabled',
      },
    })
    expect(payload(await none.send('GET_SMART_ACCOUNT_ENABLED_NETWORKS'))).toEqual({
      smartAccountEnabledNetworks: [],
    })
  })
})
