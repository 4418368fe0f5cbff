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
  devnetSolanaAccounts,
  ONRAMP_TEST_CARDS,
  type OnrampSandbox,
  startDevnet,
  startOnrampSandbox,
} from '@portico/devnet'
import { createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { OnrampState } from '../OnrampState.js'
import { onramp } from '../onramp.js'

const secrets = (name: string) => ({
  apiKey: `${name}-api-key`,
  urlSigningSecret: `${name}-url-signing-secret`,
  webhookSecret: `${name}-webhook-secret`,
})
const MELD = secrets('meld')
const COINBASE = secrets('coinbase')

let devnet: Devnet<'eip155' | 'solana'>
let cloud: RunningCloud | undefined
let sandboxes: OnrampSandbox[] = []
let dir: string
let network: Network
const cloudUrl = () => cloud?.url ?? 'http://127.0.0.1:9'

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155', 'solana'], ports: 'ephemeral' })
  const [chain] = devnet.eip155.chains
  if (!chain) throw new Error('the devnet started no EVM chain')
  network = {
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
  const sandbox = (provider: 'mellow' | 'coinbarn', name: string, keys: typeof MELD, index: number) =>
    startOnrampSandbox({
      provider,
      apiKey: keys.apiKey,
      urlSigningSecret: keys.urlSigningSecret,
      webhook: {
        get url() {
          return `${cloudUrl()}/v1/onramp/webhooks/${name}`
        },
        secret: keys.webhookSecret,
      },
      evm: {
        rpcUrl: chain.rpcUrl,
        chainId: chain.chainId,
        privateKey: (devnetEvmAccounts[index] ?? devnetEvmAccounts[0]).privateKey,
      },
      solana: {
        rpcUrl: devnet.solana.rpcUrl,
        genesisHash: devnet.solana.genesisHash,
        secretKey: devnetSolanaAccounts[index]?.secretKey ?? [],
      },
      pendingMs: 1_000,
    })
  const [mellow, coinbarn] = await Promise.all([
    sandbox('mellow', 'meld', MELD, 9),
    sandbox('coinbarn', 'coinbase', COINBASE, 8),
  ])
  sandboxes = [mellow, coinbarn]
  dir = await mkdtemp(join(tmpdir(), 'portico-onramp-'))
  // The cloud's data folder exists, so testConfig gives it PGlite's migrated template (no initdb).
  await mkdir(join(dir, 'data'))
  cloud = await startCloud(
    testConfig({
      dataDir: join(dir, 'data'),
      onramp: {
        providers: { meld: { url: mellow.url, ...MELD }, coinbase: { url: coinbarn.url, ...COINBASE } },
        timeoutMs: 10_000,
      },
    }),
  )
}, 120_000)

afterAll(async () => {
  await Promise.all(sandboxes.map((sandbox) => sandbox.stop()))
  await cloud?.stop()
  await devnet?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** A Portico on the devnet's EVM chain and the real cloud, connected with a devnet account, with onramp(). */
async function buyWorld(accountIndex: number) {
  const address = devnetEvmAccounts[accountIndex]?.address
  if (!address) throw new Error(`no devnet account ${accountIndex}`)
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
    cloudUrl: cloudUrl(),
    storage: createMemoryBackend(),
    plugins: [onramp({ pollMs: 250, redirectUrl: 'http://127.0.0.1:5173/bought' })],
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const events: PorticoEvent[] = []
  portico.subscribeEvents(({ event }) => {
    if (event.type.includes('BUY')) events.push(event)
  })
  const api = portico.getFeature(onramp)
  if (!api) throw new Error('onramp() gave no API')
  const state = () => portico.state.plugins.onramp as OnrampState
  return { address, portico, api, state, events }
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

/** Submits the hosted checkout's form with a card, as the buyer's browser would. */
async function payAtCheckout(url: string, card: string) {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const fields = [...(await page.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)]
  const fromHtml = (text: string) =>
    text.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
    )
  const form = new URLSearchParams(
    fields.map(([, name = '', value = '']) => [fromHtml(name), fromHtml(value)]),
  )
  form.set('card', card)
  await fetch(new URL('/checkout', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  })
}

it('reads the options and quotes both providers, best first with their fees; a provider over its limit apart', async () => {
  const world = await buyWorld(2)
  await world.api.open({ fiatAmount: '100' })
  expect(world.state()).toMatchObject({
    fiatCurrency: 'USD',
    asset: { asset: 'ETH', network: network.caipNetworkId },
  })
  expect(world.events.map(({ type }) => type)).toEqual(['SELECT_BUY_CRYPTO'])
  await world.api.refreshQuotes()
  expect(world.state().quotes?.map(({ provider, fee }) => [provider, fee])).toEqual([
    ['meld', '1.20'],
    ['coinbase', '1.90'],
  ])
  world.api.update({ fiatAmount: '5000' })
  await world.api.refreshQuotes()
  expect(world.state().quotes?.map(({ provider }) => provider)).toEqual(['meld'])
  expect(world.state().refused).toEqual([{ provider: 'coinbase', code: 'ONRAMP_AMOUNT_OUT_OF_RANGE' }])
  world.api.update({ fiatAmount: '1' })
  await world.api.refreshQuotes()
  expect(world.state()).toMatchObject({ quoteStatus: 'error', error: 'onramp_no_quote', quotes: [] })
  expect(world.state().refused?.map(({ provider }) => provider)).toEqual(['meld', 'coinbase'])
  world.api.update({ fiatAmount: '1.234' })
  await world.api.refreshQuotes()
  expect(world.state()).toMatchObject({ quoteStatus: 'idle', error: 'invalid_amount' })
})

it('buys ETH with the success card: the balance grows by the quote, BUY_SUCCESS', async () => {
  const world = await buyWorld(3)
  const chain = createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
  const before = await chain.getBalance({ address: world.address as Hex })
  await world.api.open({ fiatAmount: '100' })
  await world.api.refreshQuotes()
  const quoted = world.state().quotes?.[0]
  await world.api.buy('meld')
  // No window in Node: the pop-up counts as blocked, and the URL stays for a link.
  expect(world.state()).toMatchObject({ status: 'checkout', popupBlocked: true })
  await payAtCheckout(world.state().checkoutUrl ?? '', ONRAMP_TEST_CARDS.success)
  await until(world.portico, () => world.state().status === 'success')
  expect(world.state().purchase).toMatchObject({ provider: 'meld', fee: '1.20' })
  expect(BigInt(world.state().purchase?.cryptoAmount ?? 0)).toBe(quoted?.cryptoAmount)
  expect(await chain.getBalance({ address: world.address as Hex })).toBe(
    before + (quoted?.cryptoAmount ?? 0n),
  )
  expect(world.events.map(({ type }) => type)).toEqual([
    'SELECT_BUY_CRYPTO',
    'SELECT_BUY_PROVIDER',
    'BUY_SUCCESS',
  ])
})

it('says a declined card failed, and Try again goes back to the offers', async () => {
  const world = await buyWorld(4)
  await world.api.open({ fiatAmount: '50' })
  await world.api.refreshQuotes()
  await world.api.buy('coinbase')
  await payAtCheckout(world.state().checkoutUrl ?? '', ONRAMP_TEST_CARDS.declined)
  await until(world.portico, () => world.state().status === 'failed')
  expect(world.state()).toMatchObject({
    error: 'purchase_failed',
    purchase: { failureReason: 'card_declined' },
  })
  expect(world.events.at(-1)).toMatchObject({
    type: 'BUY_ERROR',
    reason: 'card_declined',
    provider: 'coinbase',
  })
  world.api.tryAgain()
  expect(world.state()).toMatchObject({ status: 'idle', fiatAmount: '50' })
  expect(world.state().purchase).toBeUndefined()
  expect(world.state().quotes?.length).toBe(2)
})

it('shows a pending purchase as pending, then its success', async () => {
  const world = await buyWorld(5)
  await world.api.open({ fiatAmount: '40' })
  await world.api.refreshQuotes()
  await world.api.buy('meld')
  await payAtCheckout(world.state().checkoutUrl ?? '', ONRAMP_TEST_CARDS.pending)
  const seen: string[] = []
  await until(world.portico, () => {
    const { status } = world.state()
    if (seen.at(-1) !== status) seen.push(status)
    return status === 'success'
  })
  expect(seen).toContain('pending')
  expect(world.state().purchase?.txHash).toMatch(/^0x[0-9a-f]{64}$/)
})

it('buying from a provider without a quote leaves the form with its error, and never throws', async () => {
  const world = await buyWorld(6)
  await world.api.open({ fiatAmount: '100' })
  await world.api.refreshQuotes()
  await world.api.buy('nobody')
  expect(world.state()).toMatchObject({ status: 'idle', error: 'onramp_no_quote' })
})

it('sends the pop-up opened within the call to the checkout; closed before paying it says so, and a late payment still counts', async () => {
  const world = await buyWorld(7)
  await world.api.open({ fiatAmount: '30' })
  await world.api.refreshQuotes()
  const tab = {
    closed: false,
    opener: null as unknown,
    location: { href: 'about:blank' },
    close() {
      tab.closed = true
    },
  }
  const opened: unknown[][] = []
  const open = globalThis.open
  globalThis.open = ((...parameters: unknown[]) => {
    opened.push(parameters)
    return tab
  }) as typeof globalThis.open
  try {
    await world.api.buy('meld')
  } finally {
    globalThis.open = open
  }
  expect(opened).toEqual([['', '_blank', 'popup=yes,width=480,height=720']])
  expect(tab.location.href).toBe(world.state().checkoutUrl)
  expect(world.state().popupBlocked).toBeUndefined()
  tab.close()
  await until(world.portico, () => world.state().error === 'checkout_closed')
  expect(world.state().status).toBe('checkout')
  await payAtCheckout(tab.location.href, ONRAMP_TEST_CARDS.success)
  await until(world.portico, () => world.state().status === 'success')
  expect(world.state().error).toBeUndefined()
})
