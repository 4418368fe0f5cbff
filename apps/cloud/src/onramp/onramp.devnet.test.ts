import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Devnet,
  devnetEvmAccounts,
  devnetSolanaAccounts,
  ONRAMP_TEST_CARDS,
  type OnrampSandbox,
  signOnrampWebhook,
  startDevnet,
  startOnrampSandbox,
} from '@portico/devnet'
import { createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'
import type { OnrampPurchase } from './OnrampPurchase.js'

const LAB = 'portico-lab'
const BUYER = devnetEvmAccounts[5].address
const secrets = (name: string) => ({
  apiKey: `${name}-api-key`,
  urlSigningSecret: `${name}-url-signing-secret`,
  webhookSecret: `${name}-webhook-secret`,
})
const MELD = secrets('meld')
const COINBASE = secrets('coinbase')

type Quote = { provider: string; fee: string; cryptoAmount: string; feeBps: number }

/** The on-ramp of a real cloud against the devnet's provider sandboxes, delivering on anvil and the Solana devnet. */
describe('on-ramp through the provider sandboxes', () => {
  let devnet: Devnet<'eip155' | 'solana'>
  let cloud: RunningCloud | undefined
  let mellow: OnrampSandbox
  let coinbarn: OnrampSandbox
  let dir: string

  const evmNetwork = () => `eip155:${devnet.eip155.chains[0]?.chainId}`
  const solanaNetwork = () => `solana:${devnet.solana.genesisHash.slice(0, 32)}`
  const cloudUrl = () => cloud?.url ?? 'http://127.0.0.1:9'
  const get = async <T>(path: string, query: Record<string, string> = {}) => {
    const response = await fetch(`${cloudUrl()}${path}?${new URLSearchParams({ projectId: LAB, ...query })}`)
    return { status: response.status, body: (await response.json()) as T }
  }
  const quote = (query: Record<string, string>) =>
    get<{ quotes: Quote[]; unavailable: { provider: string; error: string }[] }>('/v1/onramp/quote', query)
  const checkoutUrl = async (body: Record<string, string>) => {
    const response = await fetch(`${cloudUrl()}/v1/generators/onrampurl?projectId=${LAB}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(200)
    return (await response.json()) as { url: string; purchaseId: string }
  }
  /** Opens the hosted checkout and submits its form with a card, as the buyer's browser would. */
  const payAtCheckout = async (url: string, card: string) => {
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
    return fetch(new URL('/checkout', url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    })
  }
  const purchaseReaching = async (purchaseId: string, status: string) => {
    for (;;) {
      const { body } = await get<OnrampPurchase>(`/v1/onramp/purchases/${purchaseId}`)
      if (body.status === status) return body
      if (body.status === 'completed' || body.status === 'failed')
        throw new Error(`purchase ended ${body.status}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const buyEth = (provider: 'meld' | 'coinbase', fiatAmount = '100.00') =>
    checkoutUrl({
      provider,
      fiatAmount,
      fiatCurrency: 'USD',
      asset: 'ETH',
      network: evmNetwork(),
      address: BUYER,
      redirectUrl: 'http://127.0.0.1:5173/bought',
    })

  beforeAll(async () => {
    devnet = await startDevnet({ chains: ['eip155', 'solana'], ports: 'ephemeral' })
    const [chain] = devnet.eip155.chains
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
          rpcUrl: chain?.rpcUrl ?? '',
          chainId: chain?.chainId ?? 0,
          privateKey: (devnetEvmAccounts[index] ?? devnetEvmAccounts[0]).privateKey,
        },
        solana: {
          rpcUrl: devnet.solana.rpcUrl,
          genesisHash: devnet.solana.genesisHash,
          secretKey: devnetSolanaAccounts[index]?.secretKey ?? [],
        },
        pendingMs: 500,
      })
    ;[mellow, coinbarn] = await Promise.all([
      sandbox('mellow', 'meld', MELD, 9),
      sandbox('coinbarn', 'coinbase', COINBASE, 8),
    ])
    dir = await mkdtemp(join(tmpdir(), 'portico-cloud-onramp-'))
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
    await Promise.all([mellow?.stop(), coinbarn?.stop()])
    await cloud?.stop()
    await devnet?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('lists both providers, their currencies and limits, and the assets per network', async () => {
    const { status, body } = await get<{
      providers: { name: string; feeBps: number }[]
      assets: { asset: string; network: string; providers: string[] }[]
    }>('/v1/onramp/options')
    expect(status).toBe(200)
    expect(body.providers.map(({ name, feeBps }) => [name, feeBps])).toEqual([
      ['meld', 120],
      ['coinbase', 190],
    ])
    expect(body.assets).toEqual([
      { asset: 'ETH', network: evmNetwork(), decimals: 18, providers: ['meld', 'coinbase'] },
      { asset: 'SOL', network: solanaNetwork(), decimals: 9, providers: ['meld', 'coinbase'] },
    ])
  })

  it('quotes from every enabled provider, best first, and says which one cannot sell the amount', async () => {
    const both = await quote({ fiatAmount: '100', fiatCurrency: 'USD', asset: 'ETH', network: evmNetwork() })
    expect(both.body.quotes.map(({ provider, fee }) => [provider, fee])).toEqual([
      ['meld', '1.20'],
      ['coinbase', '1.90'],
    ])
    const large = await quote({
      fiatAmount: '5000',
      fiatCurrency: 'USD',
      asset: 'ETH',
      network: evmNetwork(),
    })
    expect(large.body.quotes.map(({ provider }) => provider)).toEqual(['meld'])
    expect(large.body.unavailable).toMatchObject([
      { provider: 'coinbase', error: 'ONRAMP_AMOUNT_OUT_OF_RANGE' },
    ])
    const none = await quote({ fiatAmount: '1', fiatCurrency: 'USD', asset: 'ETH', network: evmNetwork() })
    expect(none.status).toBe(400)
    expect((none.body as unknown as { error: string }).error).toBe('onramp_no_quote')
  })

  it('buys ETH with the success card: the balance grows by the quote less the fee, the webhook records success', async () => {
    const { body } = await quote({
      fiatAmount: '100.00',
      fiatCurrency: 'USD',
      asset: 'ETH',
      network: evmNetwork(),
    })
    const quoted = body.quotes.find(({ provider }) => provider === 'meld')
    const client = createPublicClient({ transport: http(devnet.eip155.chains[0]?.rpcUrl) })
    const before = await client.getBalance({ address: BUYER })
    const { url, purchaseId } = await buyEth('meld')
    const paid = await payAtCheckout(url, ONRAMP_TEST_CARDS.success)
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\/bought\?/)
    const purchase = await purchaseReaching(purchaseId, 'completed')
    expect(purchase).toMatchObject({ provider: 'meld', fee: '1.20', cryptoAmount: quoted?.cryptoAmount })
    expect(await client.getBalance({ address: BUYER })).toBe(before + BigInt(quoted?.cryptoAmount ?? 0))
    const receipt = await client.getTransactionReceipt({ hash: purchase.txHash as Hex })
    expect(receipt.to?.toLowerCase()).toBe(BUYER.toLowerCase())
    const history = (onramp: string) =>
      get<{ onramp?: OnrampPurchase[] }>(`/v1/account/${BUYER}/history`, { chainId: evmNetwork(), onramp })
    expect((await history('meld')).body.onramp?.map(({ id, status }) => [id, status])).toEqual([
      [purchaseId, 'completed'],
    ])
    expect((await history('coinbase')).body.onramp).toEqual([])
    expect((await get<{ onramp?: unknown }>(`/v1/account/${BUYER}/history`)).body.onramp).toBeUndefined()
  })

  it('buys SOL on the Solana devnet', async () => {
    const address = devnetSolanaAccounts[5]?.address ?? ''
    const { url, purchaseId } = await checkoutUrl({
      provider: 'coinbase',
      fiatAmount: '30',
      fiatCurrency: 'EUR',
      asset: 'SOL',
      network: solanaNetwork(),
      address,
      redirectUrl: 'http://127.0.0.1:5173/bought',
    })
    await payAtCheckout(url, ONRAMP_TEST_CARDS.success)
    const purchase = await purchaseReaching(purchaseId, 'completed')
    expect(purchase).toMatchObject({ address, fee: '0.57', cryptoAmount: '211896000' })
  })

  it('records a declined card as failed, and a pending card that later succeeds', async () => {
    const declined = await buyEth('coinbase')
    expect((await payAtCheckout(declined.url, ONRAMP_TEST_CARDS.declined)).headers.get('location')).toMatch(
      /status=failed/,
    )
    expect(await purchaseReaching(declined.purchaseId, 'failed')).toMatchObject({
      failureReason: 'card_declined',
    })
    const pending = await buyEth('meld')
    await payAtCheckout(pending.url, ONRAMP_TEST_CARDS.pending)
    await purchaseReaching(pending.purchaseId, 'pending')
    expect((await purchaseReaching(pending.purchaseId, 'completed')).txHash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it("refuses to sign a checkout that would send the buyer back to a site outside the project's origins", async () => {
    const response = await fetch(`${cloudUrl()}/v1/generators/onrampurl?projectId=${LAB}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'meld',
        fiatAmount: '100',
        fiatCurrency: 'USD',
        asset: 'ETH',
        network: evmNetwork(),
        address: BUYER,
        redirectUrl: 'https://phishing.example/bought',
      }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_request' })
  })

  it('refuses a tampered checkout link at the provider', async () => {
    const { url } = await buyEth('meld')
    const tampered = new URL(url)
    tampered.searchParams.set('address', devnetEvmAccounts[6].address)
    expect((await fetch(tampered)).status).toBe(403)
  })

  it('refuses webhooks with a bad signature or replayed, and ignores stale ones', async () => {
    const { url, purchaseId } = await buyEth('meld')
    await payAtCheckout(url, ONRAMP_TEST_CARDS.success)
    const done = await purchaseReaching(purchaseId, 'completed')
    await mellow.webhooksSent()
    const sent = mellow.webhooks().filter(({ body }) => body.includes(purchaseId))
    expect(sent.map(({ responseStatus }) => responseStatus)).toEqual([200, 200, 200])
    const post = (body: string, signature: string) =>
      fetch(`${cloudUrl()}/v1/onramp/webhooks/meld`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-onramp-signature': signature },
        body,
      })
    const [first] = sent
    if (!first) throw new Error('no webhook was sent')
    expect((await post(first.body, first.signature)).status).toBe(409)
    const forged = first.body
      .replace('"status":"pending"', '"status":"failed"')
      .replace(/evt_\w+/, 'evt_forged')
    expect((await post(forged, first.signature)).status).toBe(401)
    expect(
      (await post(forged, signOnrampWebhook(forged, 'not-the-secret', Math.floor(Date.now() / 1000)))).status,
    ).toBe(401)
    const old = signOnrampWebhook(forged, MELD.webhookSecret, Math.floor(Date.now() / 1000) - 3_600)
    expect((await post(forged, old)).status).toBe(401)
    // Signed by the provider but older than what the cloud holds (sequence 1 after 3): it changes nothing.
    const stale = await post(
      forged,
      signOnrampWebhook(forged, MELD.webhookSecret, Math.floor(Date.now() / 1000)),
    )
    expect(await stale.json()).toEqual({ outcome: 'stale' })
    expect((await get<OnrampPurchase>(`/v1/onramp/purchases/${purchaseId}`)).body).toEqual(done)
  })
})
