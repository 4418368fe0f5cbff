// @vitest-environment node
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningCloud, startCloud, testConfig } from '@portico/cloud/testing'
import { createMemoryBackend, type Network, type Portico, type PorticoEvent } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector } from '@portico/core/testing'
import {
  type Devnet,
  devnetEvmAccounts,
  devnetEvmContracts,
  devnetEvmMarket,
  startDevnet,
  writeDevnetFile,
} from '@portico/devnet'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { SwapsState } from '../SwapsState.js'
import { swaps } from '../swaps.js'

const { usdc, usdt, token: ptk } = devnetEvmContracts
const { router, weth } = devnetEvmMarket

let devnet: Devnet<'eip155'>
let cloud: RunningCloud
let dir: string
let network: Network
const chain = () => createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
const id = (address: string) => `${network.caipNetworkId}:${address.toLowerCase()}`

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  dir = await mkdtemp(join(tmpdir(), 'portico-swaps-'))
  // The cloud's data folder exists, so testConfig gives it PGlite's migrated template (no initdb).
  await mkdir(join(dir, 'data'))
  const devnetFile = join(dir, 'endpoints.json')
  await writeDevnetFile(devnetFile, {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    eip155: devnet.eip155,
  })
  cloud = await startCloud(testConfig({ dataDir: join(dir, 'data'), devnetEndpointsFile: devnetFile }))
  const first = devnet.eip155.chains[0]
  if (!first) throw new Error('the devnet started no EVM chain')
  network = {
    id: first.chainId,
    caipNetworkId: `eip155:${first.chainId}`,
    chainNamespace: 'eip155',
    name: first.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [first.rpcUrl] } },
  }
})

afterAll(async () => {
  await cloud?.stop()
  await devnet?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const balanceOf = (token: string, holder: Hex) =>
  chain().readContract({ address: token as Hex, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })

/**
 * A Portico on the devnet's chain and the real cloud, whose wallet signs with a devnet key (what an injected wallet
 * does, with the widget's gas limit or its own estimate); `beforeSend` runs before each transaction reaches the chain.
 */
async function swapWorld(accountIndex: number) {
  const key = devnetEvmAccounts[accountIndex]
  if (!key) throw new Error(`no devnet account ${accountIndex}`)
  const account = privateKeyToAccount(key.privateKey)
  const wallet = createWalletClient({ account, transport: http(network.rpcUrls.default.http[0]) })
  const adapter = createFakeAdapter({
    namespace: 'eip155',
    connectors: [fakeConnector('eip155')],
    chainId: network.id,
    accountsByConnector: { fake: [account.address] },
  })
  const sent: { to: string; data?: string }[] = []
  const hooks: { beforeSend?: () => Promise<void> } = {}
  adapter.sendTransaction = async (transaction) => {
    await adapter.controls.wallet.prompt(() => undefined)
    sent.push(transaction)
    await hooks.beforeSend?.()
    return wallet.sendTransaction({
      chain: null,
      to: transaction.to as Hex,
      data: transaction.data as Hex | undefined,
      value: transaction.value,
      // As a wallet does: the gas limit the widget gives, or the chain's estimate (which fails for a swap that reverts).
      gas: transaction.gas,
    })
  }
  const feature = swaps({ quoteRefreshMs: 60_000 })
  const portico: Portico = createTestPortico({
    projectId: 'portico-lab',
    networks: [network],
    adapters: [adapter],
    cloudUrl: cloud.url,
    storage: createMemoryBackend(),
    plugins: [feature],
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const events: PorticoEvent[] = []
  portico.subscribeEvents(({ event }) => {
    if (event.type.includes('SWAP')) events.push(event)
  })
  const api = portico.getFeature(swaps)
  if (!api) throw new Error('swaps() gave no API')
  const state = () => portico.state.plugins.swaps as SwapsState
  const token = (address: string) => state().tokens?.find((each) => each.address === id(address))
  return { address: account.address, wallet: adapter.controls.wallet, sent, hooks, api, state, token, events }
}

it('quotes ETH → USDC as the pools do and swaps it: the balances move by the quote, SWAP_SUCCESS', async () => {
  const world = await swapWorld(4)
  await world.api.open({ toToken: 'USDC', amount: '0.5' })
  expect(world.state().tokens?.[0]?.symbol).toBe('ETH')
  expect(world.state()).toMatchObject({
    fromToken: { symbol: 'ETH' },
    toToken: { symbol: 'USDC' },
    fromAmount: '0.5',
  })
  await world.api.refreshQuote()
  const [, pools] = await chain().readContract({
    ...router,
    functionName: 'getAmountsOut',
    args: [parseEther('0.5'), [weth.address, usdc.address]],
  })
  expect(world.state().quote?.toAmount).toBe(pools)
  const before = await balanceOf(usdc.address, world.address)
  await world.api.execute()
  expect(world.state()).toMatchObject({ status: 'success', received: pools })
  expect((await balanceOf(usdc.address, world.address)) - before).toBe(pools)
  expect(world.token(usdc.address)?.balance).toBe(before + (pools ?? 0n))
  expect(world.events.map((event) => event.type)).toEqual(['OPEN_SWAP', 'INITIATE_SWAP', 'SWAP_SUCCESS'])
  expect(world.events[1]).toMatchObject({ fromToken: 'ETH', toToken: 'USDC', fromAmount: '0.5' })
})

it('approves the exact amount before USDC → PTK; a refused approval is SWAP_APPROVAL_ERROR, then Try again swaps', async () => {
  const world = await swapWorld(5)
  await world.api.open({ fromToken: 'USDC', toToken: id(ptk.address), amount: '25' })
  await world.api.refreshQuote()
  world.wallet.answer = 'reject'
  await world.api.execute()
  expect(world.state()).toMatchObject({ status: 'error', error: 'user_rejected' })
  expect(world.events.at(-1)).toMatchObject({
    type: 'SWAP_APPROVAL_ERROR',
    fromToken: 'USDC',
    toToken: 'PTK',
  })

  world.wallet.answer = 'approve'
  world.api.tryAgain()
  const before = await balanceOf(ptk.address, world.address)
  await world.api.execute()
  expect(world.state().status).toBe('success')
  expect(world.state().approvalHash).toMatch(/^0x/)
  expect(world.sent.map((transaction) => transaction.to.toLowerCase())).toEqual([
    usdc.address.toLowerCase(),
    router.address.toLowerCase(),
  ])
  expect((await balanceOf(ptk.address, world.address)) - before).toBe(world.state().quote?.toAmount)
  const allowance = await chain().readContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [world.address, router.address],
  })
  expect(allowance).toBe(0n)
})

it('says insufficient balance, and quotes again a stale quote, before the wallet is asked', async () => {
  const world = await swapWorld(6)
  await world.api.open({ fromToken: 'USDC', toToken: 'ETH', amount: '1000000000' })
  await world.api.refreshQuote()
  await world.api.execute()
  expect(world.state()).toMatchObject({ status: 'idle', error: 'insufficient_balance' })

  world.api.update({ fromAmount: '1' })
  await world.api.refreshQuote()
  const quote = world.state().quote
  if (!quote) throw new Error('no quote')
  world.api.update({ fromAmount: '1' })
  Object.assign(world.state(), { quote: { ...quote, receivedAt: Date.now() - 120_000 } })
  await world.api.execute()
  expect(world.state()).toMatchObject({ status: 'idle', error: 'quote_stale' })
  expect(Date.now() - (world.state().quote?.receivedAt ?? 0)).toBeLessThan(60_000)
  expect(world.sent).toEqual([])
  expect(world.events.map((event) => event.type)).toEqual(['OPEN_SWAP'])
})

it('a pool moved past the slippage after the swap was built: it reverts on chain, SWAP_ERROR, funds intact', async () => {
  const world = await swapWorld(7)
  await world.api.open({ fromToken: 'ETH', toToken: 'USDT', amount: '1' })
  world.api.update({ slippage: 0.5 })
  await world.api.refreshQuote()
  const whale = privateKeyToAccount(devnetEvmAccounts[8]?.privateKey ?? '0x')
  world.hooks.beforeSend = async () => {
    const whaleWallet = createWalletClient({
      account: whale,
      transport: http(network.rpcUrls.default.http[0]),
    })
    const hash = await whaleWallet.writeContract({
      ...router,
      chain: null,
      functionName: 'swapExactETHForTokens',
      args: [0n, [weth.address, usdt.address], whale.address, 2n ** 64n],
      value: parseEther('5'),
    })
    await chain().waitForTransactionReceipt({ hash })
  }
  const before = await balanceOf(usdt.address, world.address)
  await world.api.execute()
  expect(world.state()).toMatchObject({ status: 'error', error: 'swap_reverted' })
  expect(world.events.at(-1)).toMatchObject({ type: 'SWAP_ERROR', fromToken: 'ETH', toToken: 'USDT' })
  expect(await balanceOf(usdt.address, world.address)).toBe(before)
})

it("shows the network fee from the chain's gas estimate for the account, its approval's when one is needed", async () => {
  const world = await swapWorld(3)
  await world.api.open({ fromToken: 'ETH', toToken: 'USDC', amount: '0.3' })
  await world.api.refreshQuote()
  const gasPrice = await chain().getGasPrice()
  const response = await fetch(`${cloud.url}/v1/convert/build-transaction?projectId=portico-lab`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userAddress: world.address,
      from: id('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'),
      to: id(usdc.address),
      amount: String(parseEther('0.3')),
    }),
  })
  const { tx } = (await response.json()) as { tx: { to: Hex; data: Hex; value: string } }
  const swapGas = await chain().estimateGas({
    account: world.address,
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
  })
  // The calldata's deadline differs by a second at most: a few gas of its bytes.
  const shownGas = (world.state().networkFee ?? 0n) / gasPrice
  expect(shownGas > swapGas - 100n && shownGas < swapGas + 100n).toBe(true)
  expect(shownGas).not.toBe(200_000n)

  world.api.update({
    fromToken: world.token(usdc.address),
    toToken: world.token(ptk.address),
    fromAmount: '5',
  })
  await world.api.refreshQuote()
  const approveGas = await chain().estimateGas({
    account: world.address,
    to: usdc.address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router.address, 5_000_000n] }),
  })
  expect(world.state().networkFee).toBe(gasPrice * (approveGas + 200_000n))
})

it('is preparing while the cloud builds the approval and the swap, and asks the wallet only after', async () => {
  const world = await swapWorld(2)
  await world.api.open({ fromToken: 'USDC', toToken: id(ptk.address), amount: '4' })
  await world.api.refreshQuote()
  // What the swap's status is each time the cloud is asked to build, and each time the wallet is asked.
  const steps: string[] = []
  const cloudFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const route = /\/v1\/convert\/(build-approve|build-transaction)/.exec(String(input))?.[1]
    if (route) steps.push(`${route}: ${world.state().status}`)
    return cloudFetch(input, init)
  }
  world.hooks.beforeSend = async () => {
    steps.push(`wallet: ${world.state().status}`)
  }
  try {
    await world.api.execute()
  } finally {
    globalThis.fetch = cloudFetch
  }
  expect(world.state().status).toBe('success')
  expect(steps).toEqual([
    'build-approve: preparing',
    'wallet: approving',
    'build-transaction: preparing',
    'wallet: swapping',
  ])
})
