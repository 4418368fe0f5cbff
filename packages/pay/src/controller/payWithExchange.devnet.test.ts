// @vitest-environment node
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningCloud, startCloud, testConfig } from '@portico/cloud/testing'
import {
  createMemoryBackend,
  type Network,
  type Portico,
  type PorticoEvent,
  selectAccountEntries,
} from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector } from '@portico/core/testing'
import {
  type Devnet,
  devnetEvmAccounts,
  devnetEvmContracts,
  EXCHANGE_TEST_PASSWORD,
  EXCHANGE_TEST_USERS,
  type ExchangeSandbox,
  startDevnet,
  startExchangeSandbox,
} from '@portico/devnet'
import { createPublicClient, erc20Abi, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import type { PayError } from '../errors/PayError.js'
import type { PayArguments } from '../PayArguments.js'
import type { PayState } from '../PayState.js'
import { pay } from '../pay.js'

const { usdc } = devnetEvmContracts
const EXCHANGE = { apiKey: 'exchange-api-key', urlSigningSecret: 'exchange-url-signing-secret' }

let devnet: Devnet<'eip155'>
let exchange: ExchangeSandbox
let cloud: RunningCloud | undefined
let dir: string
let network: Network

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
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
  exchange = await startExchangeSandbox({
    ...EXCHANGE,
    evm: { rpcUrl: first.rpcUrl, chainId: first.chainId },
    tokens: [{ address: usdc.address, symbol: usdc.symbol, decimals: usdc.decimals }],
  })
  dir = await mkdtemp(join(tmpdir(), 'portico-pay-exchange-'))
  // The cloud's data folder exists, so testConfig gives it PGlite's migrated template (no initdb).
  await mkdir(join(dir, 'data'))
  cloud = await startCloud(
    testConfig({
      dataDir: join(dir, 'data'),
      payExchanges: { exchanges: { binance: { url: exchange.url, ...EXCHANGE } }, timeoutMs: 10_000 },
    }),
  )
}, 120_000)

afterAll(async () => {
  await exchange?.stop()
  await cloud?.stop()
  await devnet?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const usdcBalance = (holder: string) =>
  createPublicClient({ transport: http(network.rpcUrls.default.http[0]) }).readContract({
    address: usdc.address as Hex,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder as Hex],
  })

let merchants = 0
const merchant = () => privateKeyToAccount(`0x${String(++merchants + 3000).padStart(64, '3')}`).address

const fiveUsdc = (recipient: string): PayArguments => ({
  recipient,
  amount: 5,
  paymentAsset: {
    network: network.caipNetworkId,
    asset: usdc.address,
    metadata: { name: usdc.name, symbol: usdc.symbol, decimals: usdc.decimals },
  },
})

/** A Portico on the devnet's chain and the real cloud, connected with a devnet account (or any address), with pay() on. */
async function payWorld(account: number | string) {
  const address = typeof account === 'string' ? account : devnetEvmAccounts[account]?.address
  if (!address) throw new Error(`no devnet account ${account}`)
  const adapter = createFakeAdapter({
    namespace: 'eip155',
    connectors: [fakeConnector('eip155')],
    chainId: network.id,
    accountsByConnector: { fake: [address] },
  })
  const portico: Portico = createTestPortico({
    projectId: 'portico-lab',
    networks: [network],
    adapters: [adapter],
    cloudUrl: cloud?.url,
    storage: createMemoryBackend(),
    features: { pay: true },
    plugins: [pay()],
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const events: PorticoEvent[] = []
  portico.subscribeEvents(({ event }) => {
    if (event.type.startsWith('PAY_')) events.push(event)
  })
  const api = portico.getFeature(pay)
  if (!api) throw new Error('pay() gave no API')
  const state = () => portico.state.plugins.pay as PayState
  const entries = () => selectAccountEntries(portico.options.plugins ?? [], portico.state).map(({ id }) => id)
  return { portico, api, state, events, entries }
}

/** Waits for the state to hold, read on every change of the instance (no fixed sleep). */
async function until(portico: Portico, holds: () => boolean): Promise<void> {
  if (holds()) return
  await new Promise<void>((resolve) => {
    const unsubscribe = portico.subscribe(() => {
      if (!holds()) return
      unsubscribe()
      resolve()
    })
  })
}

/** Logs in on the exchange's page as `login` and confirms, as the visitor does in the pop-up. */
async function confirmOnExchange(url: string, login: string) {
  const signed = Object.fromEntries(new URL(url).searchParams)
  const post = (fields: Record<string, string>) =>
    fetch(new URL('/pay', url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...signed, ...fields }),
      redirect: 'manual',
    })
  const page = await (await post({ step: 'login', login, password: EXCHANGE_TEST_PASSWORD })).text()
  const session = /name="session" value="([0-9a-f]{64})"/.exec(page)?.[1] ?? ''
  await post({ step: 'confirm', user: login, session })
}

it('pays 5 USDC from the exchange: the exchange is offered, pay() resolves with its transfer, the merchant holds it', async () => {
  const world = await payWorld(2)
  const to = merchant()
  const paid = world.api.pay(fiveUsdc(to))
  await until(world.portico, () => (world.state().exchanges?.length ?? 0) > 0)
  expect(world.state().exchanges).toEqual([{ id: 'binance', name: 'Binnacle' }])
  const tab = { closed: false, close: () => undefined, location: { href: '' } }
  void world.api.payWithExchange('binance', tab)
  await until(world.portico, () => world.state().exchangeUrl !== undefined)
  expect(world.state()).toMatchObject({ status: 'exchange', exchange: { id: 'binance' } })
  expect(tab.location.href).toBe(world.state().exchangeUrl)
  await confirmOnExchange(tab.location.href, EXCHANGE_TEST_USERS.trader)
  const result = await paid
  expect(result).toMatchObject({ network: network.caipNetworkId, recipient: to, amount: '5000000' })
  expect(await usdcBalance(to)).toBe(5_000_000n)
  expect(world.state()).toMatchObject({ status: 'success', hash: result.hash })
  expect(world.events.map(({ type }) => type)).toEqual([
    'PAY_MODAL_OPEN',
    'PAY_EXCHANGE_SELECTED',
    'PAY_INITIATED',
    'PAY_SUCCESS',
  ])
  expect(world.events[1]).toMatchObject({ exchange: 'binance', symbol: 'USDC', amount: '5', recipient: to })
})

it("a window closed before the visitor confirmed says so; that page's confirmation, come late, still pays and pay() resolves with it", async () => {
  const world = await payWorld(merchant())
  const to = merchant()
  const paid = world.api.pay(fiveUsdc(to))
  await until(world.portico, () => (world.state().exchanges?.length ?? 0) > 0)
  const tab = { closed: false, close: () => undefined, location: { href: '' } }
  void world.api.payWithExchange('binance', tab)
  await until(world.portico, () => world.state().exchangeUrl !== undefined)
  tab.closed = true
  await until(world.portico, () => world.state().windowClosed === true)
  expect(world.state()).toMatchObject({ status: 'exchange', exchange: { id: 'binance' } })
  expect(await usdcBalance(to)).toBe(0n)
  await confirmOnExchange(tab.location.href, EXCHANGE_TEST_USERS.trader)
  const result = await paid
  expect(result).toMatchObject({ network: network.caipNetworkId, recipient: to, amount: '5000000' })
  expect(await usdcBalance(to)).toBe(5_000_000n)
  expect(world.state()).toMatchObject({ status: 'success', hash: result.hash, windowClosed: undefined })
})

it('a payment the exchange fails rejects pay() with exchange_failed; without a window the page stays as a link', async () => {
  const world = await payWorld(3)
  const to = merchant()
  const outcome = world.api.pay(fiveUsdc(to)).catch((error: PayError) => error)
  await until(world.portico, () => (world.state().exchanges?.length ?? 0) > 0)
  void world.api.payWithExchange('binance', null)
  await until(world.portico, () => world.state().exchangeUrl !== undefined)
  expect(world.state().popupBlocked).toBe(true)
  await confirmOnExchange(world.state().exchangeUrl ?? '', EXCHANGE_TEST_USERS.broke)
  expect(await outcome).toMatchObject({ name: 'PayError', payCode: 'exchange_failed' })
  expect(world.state()).toMatchObject({ status: 'error', error: 'exchange_failed' })
  expect(world.events.at(-1)).toMatchObject({ type: 'PAY_ERROR', code: 'exchange_failed' })
  expect(await usdcBalance(to)).toBe(0n)
})

it('offers no exchange for an asset none pays, and an exchange it does not offer is exchange_unavailable', async () => {
  const world = await payWorld(4)
  const outcome = world.api
    .pay({
      ...fiveUsdc(merchant()),
      paymentAsset: {
        network: network.caipNetworkId,
        asset: devnetEvmContracts.usdt.address,
        metadata: { name: 'Tether USD', symbol: 'USDT', decimals: 6 },
      },
    })
    .catch((error: PayError) => error)
  await until(world.portico, () => world.state().status === 'ready')
  await world.api.payWithExchange('binance', null)
  expect(await outcome).toMatchObject({ payCode: 'exchange_unavailable' })
  expect(world.state().exchanges).toEqual([])
})

it('Fund wallet: offered on Account once the account settles, deposits 0.5 ETH from the exchange into it, the balance read again', async () => {
  const visitor = merchant()
  const world = await payWorld(visitor)
  await until(world.portico, () => world.entries().includes('pay'))
  expect(world.state().fundExchanges).toEqual([{ id: 'binance', name: 'Binnacle' }])
  // The entry opens the view, which starts the deposit's form.
  await world.portico.open({ view: 'FundWallet' })
  world.api.startDeposit()
  await until(world.portico, () => world.state().status === 'ready' && world.state().deposit === true)
  expect(world.state().payment).toMatchObject({
    recipient: visitor,
    paymentAsset: { network: network.caipNetworkId, asset: 'native', metadata: { symbol: 'ETH' } },
  })
  await until(world.portico, () => (world.state().exchanges?.length ?? 0) > 0)
  const refreshBalance = vi.spyOn(world.portico, 'refreshBalance')
  const tab = { closed: false, close: () => undefined, location: { href: '' } }
  const deposited = world.api.deposit('binance', ' 0.5 ', tab)
  await until(world.portico, () => tab.location.href !== '')
  expect(new URL(tab.location.href).searchParams.get('recipient')).toBe(visitor)
  expect(new URL(tab.location.href).searchParams.get('amount')).toBe('500000000000000000')
  await confirmOnExchange(tab.location.href, EXCHANGE_TEST_USERS.trader)
  await deposited
  expect(world.state()).toMatchObject({ status: 'success', deposit: true })
  expect(
    await createPublicClient({ transport: http(network.rpcUrls.default.http[0]) }).getBalance({
      address: visitor,
    }),
  ).toBe(500_000_000_000_000_000n)
  expect(refreshBalance).toHaveBeenCalledWith({ namespace: 'eip155', force: true })
})

it('Fund wallet in USDC: the cloud lists the coin and USDC, the visitor picks USDC and 5 arrive from the exchange', async () => {
  const visitor = merchant()
  const world = await payWorld(visitor)
  await until(world.portico, () => world.state().fundAssets !== undefined)
  const binnacle = [{ id: 'binance', name: 'Binnacle' }]
  expect(world.state().fundAssets).toEqual([
    { asset: 'native', symbol: 'ETH', decimals: 18, exchanges: binnacle },
    { asset: usdc.address, symbol: 'USDC', decimals: 6, exchanges: binnacle },
  ])
  await world.portico.open({ view: 'FundWallet' })
  world.api.startDeposit(usdc.address)
  await until(world.portico, () => world.state().status === 'ready' && world.state().deposit === true)
  expect(world.state().payment).toMatchObject({
    recipient: visitor,
    paymentAsset: { asset: usdc.address, metadata: { symbol: 'USDC', decimals: 6 } },
  })
  const tab = { closed: false, close: () => undefined, location: { href: '' } }
  const deposited = world.api.deposit('binance', '5', tab)
  await until(world.portico, () => tab.location.href !== '')
  const signed = new URL(tab.location.href).searchParams
  expect([signed.get('asset'), signed.get('amount'), signed.get('recipient')]).toEqual([
    usdc.address,
    '5000000',
    visitor,
  ])
  await confirmOnExchange(tab.location.href, EXCHANGE_TEST_USERS.trader)
  await deposited
  expect(world.state()).toMatchObject({ status: 'success', deposit: true })
  expect(await usdcBalance(visitor)).toBe(5_000_000n)
})

it('a project with its exchanges off offers no Fund wallet and no exchange to pay from', async () => {
  const exchangesEnabled = (enabled: boolean) =>
    fetch(`${cloud?.url}/admin/v1/projects/portico-lab`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${cloud?.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ exchangesEnabled: enabled }),
    })
  expect((await exchangesEnabled(false)).status).toBe(200)
  try {
    const world = await payWorld(merchant())
    await until(world.portico, () => world.state().fundExchanges !== undefined)
    expect(world.state().fundExchanges).toEqual([])
    expect(world.entries()).not.toContain('pay')
    const outcome = world.api.pay(fiveUsdc(merchant())).catch((error: PayError) => error)
    await until(world.portico, () => world.state().status === 'ready')
    await world.api.payWithExchange('binance', null)
    expect(await outcome).toMatchObject({ payCode: 'exchange_unavailable' })
    expect(world.state().exchanges).toEqual([])
  } finally {
    expect((await exchangesEnabled(true)).status).toBe(200)
  }
})
