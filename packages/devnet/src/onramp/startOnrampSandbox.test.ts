import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { address, createSolanaRpc } from '@solana/kit'
import { createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetEvmAccounts } from '../evm/devnetEvmAccounts.js'
import { close, listen } from '../json/listen.js'
import { devnetSolanaAccounts } from '../solana/devnetSolanaAccounts.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import type { OnrampSandboxOrder } from './OnrampSandboxOrder.js'
import { ONRAMP_TEST_CARDS } from './onrampSandboxProviders.js'
import { signOnrampParameters } from './signOnrampParameters.js'
import { type OnrampSandbox, startOnrampSandbox } from './startOnrampSandbox.js'

const API_KEY = 'sandbox-api-key'
const URL_SECRET = 'url-signing-secret'
const WEBHOOK_SECRET = 'webhook-secret'

let devnet: Devnet<'eip155' | 'solana'>
let receiver: Server
const received: { body: string; signature: string }[] = []
let mellow: OnrampSandbox
let coinbarn: OnrampSandbox
let refCount = 0

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155', 'solana'], ports: 'ephemeral' })
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['x-onramp-signature']),
      })
      response.writeHead(204).end()
    })
  })
  const webhook = { url: `http://127.0.0.1:${await listen(receiver, 0)}/webhook`, secret: WEBHOOK_SECRET }
  const [chain] = devnet.eip155.chains
  const start = (provider: 'mellow' | 'coinbarn', index: number) =>
    startOnrampSandbox({
      provider,
      apiKey: API_KEY,
      urlSigningSecret: URL_SECRET,
      webhook,
      evm: {
        rpcUrl: chain?.rpcUrl ?? '',
        chainId: chain?.chainId ?? 0,
        privateKey: devnetEvmAccounts[index]?.privateKey as Hex,
      },
      solana: {
        rpcUrl: devnet.solana.rpcUrl,
        genesisHash: devnet.solana.genesisHash,
        secretKey: devnetSolanaAccounts[index]?.secretKey ?? [],
      },
      pendingMs: 300,
    })
  ;[mellow, coinbarn] = await Promise.all([start('mellow', 9), start('coinbarn', 8)])
}, 120_000)
afterAll(async () => {
  await Promise.all([mellow?.stop(), coinbarn?.stop()])
  if (receiver) await close(receiver)
  await devnet?.stop()
})

const evmNetwork = () => `eip155:${devnet.eip155.chains[0]?.chainId}`
const solanaNetwork = () => `solana:${devnet.solana.genesisHash.slice(0, 32)}`

const api = (sandbox: OnrampSandbox, path: string, key = API_KEY) =>
  fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${key}` } })

function signedLink(overrides: Record<string, string> = {}): URLSearchParams {
  const parameters = new URLSearchParams({
    ref: `purchase_${++refCount}_${Date.now()}`,
    fiatAmount: '100.00',
    fiatCurrency: 'USD',
    asset: 'ETH',
    network: evmNetwork(),
    address: devnetEvmAccounts[3].address,
    redirect: 'http://127.0.0.1:1/done',
    expires: String(Math.floor(Date.now() / 1000) + 600),
    ...overrides,
  })
  parameters.set('signature', signOnrampParameters(parameters, URL_SECRET))
  return parameters
}

const pay = (sandbox: OnrampSandbox, parameters: URLSearchParams, card: string) =>
  fetch(`${sandbox.url}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams([...parameters.entries(), ['card', card]]).toString(),
    redirect: 'manual',
  })

async function orderReaching(
  sandbox: OnrampSandbox,
  ref: string,
  status: string,
): Promise<OnrampSandboxOrder> {
  for (;;) {
    const order = sandbox.orders().find((candidate) => candidate.ref === ref)
    if (order?.status === status) return order
    if (order?.status === 'failed' || order?.status === 'completed')
      throw new Error(`Order ended ${order.status}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const webhooksOf = (ref: string) =>
  received
    .map(({ body, signature }) => ({ event: JSON.parse(body), body, signature }))
    .filter(({ event }) => event.order.ref === ref)

describe('on-ramp provider sandboxes', () => {
  it('answer options and quotes behind their API key, with different fees and limits', async () => {
    expect((await api(mellow, '/api/options', 'wrong')).status).toBe(401)
    const options = await (await api(mellow, '/api/options')).json()
    expect(options.assets).toEqual([
      { asset: 'ETH', network: evmNetwork(), decimals: 18 },
      { asset: 'SOL', network: solanaNetwork(), decimals: 9 },
    ])
    const query = `fiatAmount=100.00&fiatCurrency=USD&asset=ETH&network=${evmNetwork()}`
    const [a, b] = await Promise.all(
      [mellow, coinbarn].map(async (sandbox) => (await api(sandbox, `/api/quote?${query}`)).json()),
    )
    expect(a).toMatchObject({
      provider: 'mellow',
      fee: '1.20',
      feeBps: 120,
      cryptoAmount: '39520000000000000',
    })
    expect(b).toMatchObject({
      provider: 'coinbarn',
      fee: '1.90',
      feeBps: 190,
      cryptoAmount: '39240000000000000',
    })
    const tooMuch = await api(
      coinbarn,
      `/api/quote?fiatAmount=5000&fiatCurrency=USD&asset=ETH&network=${evmNetwork()}`,
    )
    expect(tooMuch.status).toBe(400)
    expect((await tooMuch.json()).error.code).toBe('ONRAMP_AMOUNT_OUT_OF_RANGE')
  })

  it('delivers ETH less the fee with the success card and signs a webhook per status change', async () => {
    const link = signedLink()
    expect((await fetch(`${mellow.url}/checkout?${link}`)).status).toBe(200)
    const client = createPublicClient({ transport: http(devnet.eip155.chains[0]?.rpcUrl) })
    const before = await client.getBalance({ address: devnetEvmAccounts[3].address })
    const paid = await pay(mellow, link, ONRAMP_TEST_CARDS.success)
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toMatch(
      /^http:\/\/127\.0\.0\.1:1\/done\?orderId=ord_\w+&status=processing$/,
    )
    const order = await orderReaching(mellow, link.get('ref') ?? '', 'completed')
    expect(await client.getBalance({ address: devnetEvmAccounts[3].address })).toBe(
      before + 39520000000000000n,
    )
    await mellow.webhooksSent()
    const events = webhooksOf(order.ref)
    expect(events.map(({ event }) => [event.sequence, event.order.status])).toEqual([
      [1, 'pending'],
      [2, 'processing'],
      [3, 'completed'],
    ])
    for (const { body, signature } of events) {
      const [, timestamp, digest] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? []
      expect(createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('hex')).toBe(digest)
    }
    expect(events.at(-1)?.event.order.txHash).toBe(order.txHash)
  })

  it('delivers SOL on the Solana devnet', async () => {
    const to = devnetSolanaAccounts[3]?.address ?? ''
    const rpc = createSolanaRpc(devnet.solana.rpcUrl)
    const before = (await rpc.getBalance(address(to)).send()).value
    const link = signedLink({
      asset: 'SOL',
      network: solanaNetwork(),
      address: to,
      fiatAmount: '30',
    })
    expect((await pay(coinbarn, link, ONRAMP_TEST_CARDS.success)).status).toBe(303)
    const order = await orderReaching(coinbarn, link.get('ref') ?? '', 'completed')
    expect(order.cryptoAmount).toBe('196200000')
    expect((await rpc.getBalance(address(to)).send()).value).toBe(before + 196200000n)
  })

  it('fails the order with the declined card and sends nothing', async () => {
    const link = signedLink()
    const paid = await pay(mellow, link, ONRAMP_TEST_CARDS.declined)
    expect(paid.headers.get('location')).toMatch(/status=failed$/)
    const order = mellow.orders().find((candidate) => candidate.ref === link.get('ref'))
    expect(order).toMatchObject({ status: 'failed', failureReason: 'card_declined', txHash: null })
    await mellow.webhooksSent()
    expect(webhooksOf(order?.ref ?? '').map(({ event }) => event.order.status)).toEqual(['pending', 'failed'])
  })

  it('keeps the pending card pending, then delivers', async () => {
    const link = signedLink()
    const paid = await pay(coinbarn, link, ONRAMP_TEST_CARDS.pending)
    expect(paid.headers.get('location')).toMatch(/status=pending$/)
    const order = await orderReaching(coinbarn, link.get('ref') ?? '', 'completed')
    expect(order.txHash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('pays a pending order when a test settles it, once, behind the API key', async () => {
    // Its own sandbox whose pending card would wait ten minutes: only the settle call pays it here.
    const patient = await startOnrampSandbox({
      provider: 'mellow',
      apiKey: API_KEY,
      urlSigningSecret: URL_SECRET,
      evm: {
        rpcUrl: devnet.eip155.chains[0]?.rpcUrl ?? '',
        chainId: devnet.eip155.chains[0]?.chainId ?? 0,
        privateKey: devnetEvmAccounts[7]?.privateKey as Hex,
      },
      pendingMs: 600_000,
    })
    try {
      const link = signedLink()
      const paid = await pay(patient, link, ONRAMP_TEST_CARDS.pending)
      const orderId = new URL(paid.headers.get('location') ?? '').searchParams.get('orderId')
      const settle = (id: string, key = API_KEY) =>
        fetch(`${patient.url}/api/orders/${id}/settle`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}` },
        })
      expect((await settle(orderId ?? '', 'wrong')).status).toBe(401)
      expect((await settle('ord_unknown')).status).toBe(404)
      expect(patient.orders()[0]?.status).toBe('pending')
      const settled = await settle(orderId ?? '')
      expect(settled.status).toBe(202)
      const again = await settle(orderId ?? '')
      expect(again.status).toBe(409)
      expect(await again.json()).toMatchObject({ error: { code: 'ORDER_NOT_PENDING' } })
      const order = await orderReaching(patient, link.get('ref') ?? '', 'completed')
      expect(order.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    } finally {
      await patient.stop()
    }
  })

  it('refuses tampered, unsigned, expired and reused links', async () => {
    const link = signedLink()
    const tampered = new URLSearchParams(link)
    tampered.set('address', devnetEvmAccounts[4].address)
    expect((await fetch(`${mellow.url}/checkout?${tampered}`)).status).toBe(403)
    expect((await pay(mellow, tampered, ONRAMP_TEST_CARDS.success)).status).toBe(403)
    const unsigned = new URLSearchParams(link)
    unsigned.delete('signature')
    expect((await fetch(`${mellow.url}/checkout?${unsigned}`)).status).toBe(403)
    const expired = signedLink({ expires: String(Math.floor(Date.now() / 1000) - 1) })
    expect((await fetch(`${mellow.url}/checkout?${expired}`)).status).toBe(403)
    const otherSecret = new URLSearchParams(link)
    otherSecret.set('signature', signOnrampParameters(link, 'not-the-secret'))
    expect((await fetch(`${mellow.url}/checkout?${otherSecret}`)).status).toBe(403)
    expect((await pay(mellow, link, '1234')).status).toBe(400)
    expect((await pay(mellow, link, ONRAMP_TEST_CARDS.declined)).status).toBe(303)
    const reused = await pay(mellow, link, ONRAMP_TEST_CARDS.success)
    expect(reused.status).toBe(403)
    expect(await reused.text()).toContain('already used')
  })
})
