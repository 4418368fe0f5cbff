import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Devnet,
  devnetEvmContracts,
  EXCHANGE_TEST_PASSWORD,
  EXCHANGE_TEST_USERS,
  type ExchangeSandbox,
  startDevnet,
  startExchangeSandbox,
} from '@portico/devnet'
import { address, createSolanaRpc } from '@solana/kit'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MULTI_WALLET_PROJECT_ID } from '../projects/seededProjects.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'
import type { PayExchangePayment } from './PayExchangePayment.js'

const LAB = 'portico-lab'
const EXCHANGE = { apiKey: 'exchange-api-key', urlSigningSecret: 'exchange-url-signing-secret' }
const { usdc } = devnetEvmContracts
let merchants = 0
const freshMerchant = () => privateKeyToAccount(`0x${String(++merchants + 2000).padStart(64, '2')}`).address

/**
 * Paying from an exchange through a real cloud on PGlite, against the devnet's exchange sandbox paying on anvil and on
 * the Solana devnet.
 */
describe('pay from an exchange through the exchange sandbox', () => {
  let devnet: Devnet<'eip155' | 'solana'>
  let cloud: RunningCloud | undefined
  let exchange: ExchangeSandbox
  let dir: string

  const network = () => `eip155:${devnet.eip155.chains[0]?.chainId}`
  const cloudUrl = () => cloud?.url ?? 'http://127.0.0.1:9'
  const get = async <T>(path: string, query: Record<string, string> = {}, projectId = LAB) => {
    const response = await fetch(`${cloudUrl()}${path}?${new URLSearchParams({ projectId, ...query })}`)
    return { status: response.status, body: (await response.json()) as T }
  }
  const payUrl = async (body: Record<string, string>) => {
    const response = await fetch(`${cloudUrl()}/v1/pay/url?projectId=${LAB}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ exchange: 'binance', network: network(), amount: '5000000', ...body }),
    })
    return { status: response.status, body: (await response.json()) as { url: string; paymentId: string } }
  }
  /** Logs in on the exchange's page as `login` and confirms, as the visitor's browser would. */
  const payOnExchange = async (url: string, login: string) => {
    const signed = Object.fromEntries(new URL(url).searchParams)
    const post = (fields: Record<string, string>) =>
      fetch(new URL('/pay', url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...signed, ...fields }),
        redirect: 'manual',
      })
    expect((await fetch(url)).status).toBe(200)
    const page = await (await post({ step: 'login', login, password: EXCHANGE_TEST_PASSWORD })).text()
    const session = /name="session" value="([0-9a-f]{64})"/.exec(page)?.[1] ?? ''
    return post({ step: 'confirm', user: login, session })
  }
  const paymentReaching = async (paymentId: string, status: string) => {
    for (;;) {
      const { body } = await get<PayExchangePayment>(`/v1/pay/payments/${paymentId}`)
      if (body.status === status) return body
      if (body.status !== 'pending') throw new Error(`payment ended ${body.status}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  beforeAll(async () => {
    devnet = await startDevnet({ chains: ['eip155', 'solana'], ports: 'ephemeral' })
    const [chain] = devnet.eip155.chains
    exchange = await startExchangeSandbox({
      ...EXCHANGE,
      evm: { rpcUrl: chain?.rpcUrl ?? '', chainId: chain?.chainId ?? 0 },
      tokens: [{ address: usdc.address, symbol: usdc.symbol, decimals: usdc.decimals }],
      solana: { rpcUrl: devnet.solana.rpcUrl, genesisHash: devnet.solana.genesisHash },
    })
    dir = await mkdtemp(join(tmpdir(), 'portico-cloud-pay-'))
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

  it('lists the exchange for an asset it pays, and none for one it does not', async () => {
    const { status, body } = await get('/v1/pay/exchanges', { network: network(), asset: usdc.address })
    expect(status).toBe(200)
    expect(body).toEqual({
      exchanges: [{ id: 'binance', name: 'Binnacle', asset: usdc.address, symbol: 'USDC', decimals: 6 }],
      unavailable: [],
    })
    const other = await get('/v1/pay/exchanges', {
      network: network(),
      asset: devnetEvmContracts.usdt.address,
    })
    expect(other.body).toEqual({ exchanges: [], unavailable: [] })
  })

  it('lists every asset the exchange pays on the network when none is named, and nothing on another network', async () => {
    const every = await get('/v1/pay/exchanges', { network: network() })
    expect(every.status).toBe(200)
    expect(every.body).toEqual({
      exchanges: [
        { id: 'binance', name: 'Binnacle', asset: 'native', symbol: 'ETH', decimals: 18 },
        { id: 'binance', name: 'Binnacle', asset: usdc.address, symbol: 'USDC', decimals: 6 },
      ],
      unavailable: [],
    })
    const elsewhere = await get('/v1/pay/exchanges', { network: 'eip155:1' })
    expect(elsewhere.body).toEqual({ exchanges: [], unavailable: [] })
  })

  it('lists SOL and the SPL USDC for the Solana network, and pays 5 USDC to a base58 account there', async () => {
    const solana = `solana:${devnet.solana.genesisHash.slice(0, 32)}`
    const mint = devnet.solana.token.mint
    const listed = await get('/v1/pay/exchanges', { network: solana })
    expect(listed).toEqual({
      status: 200,
      body: {
        exchanges: [
          { id: 'binance', name: 'Binnacle', asset: 'native', symbol: 'SOL', decimals: 9 },
          { id: 'binance', name: 'Binnacle', asset: mint, symbol: 'USDC', decimals: 6 },
        ],
        unavailable: [],
      },
    })
    // Account 3 of this test's own devnet: its 1,000 USDC move only by this payment.
    const recipient = devnet.solana.accounts[3]?.address ?? ''
    const units = async () => {
      const rpc = createSolanaRpc(devnet.solana.rpcUrl)
      const { value } = await rpc
        .getTokenAccountsByOwner(address(recipient), { mint: address(mint) }, { encoding: 'jsonParsed' })
        .send()
      return value.reduce((sum, each) => sum + BigInt(each.account.data.parsed.info.tokenAmount.amount), 0n)
    }
    const before = await units()
    const { status, body } = await payUrl({ network: solana, asset: mint, recipient })
    expect(status).toBe(200)
    await payOnExchange(body.url, EXCHANGE_TEST_USERS.trader)
    const paid = await paymentReaching(body.paymentId, 'success')
    expect(paid).toMatchObject({ network: solana, recipient, amount: '5000000' })
    expect(paid.txHash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect((await units()) - before).toBe(5_000_000n)
  })

  it('pays 5 USDC from the exchange: the merchant holds them, the payment reads success with its transaction', async () => {
    const recipient = freshMerchant()
    const { status, body } = await payUrl({
      asset: usdc.address,
      recipient,
      redirectUrl: 'http://127.0.0.1:5173/paid',
    })
    expect(status).toBe(200)
    const pending = await get<PayExchangePayment>(`/v1/pay/payments/${body.paymentId}`)
    expect(pending.body).toMatchObject({
      status: 'pending',
      amount: '5000000',
      recipient,
      exchange: 'binance',
      exchangePaymentId: null,
    })
    const confirmed = await payOnExchange(body.url, EXCHANGE_TEST_USERS.trader)
    expect(confirmed.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\/paid\?/)
    const paid = await paymentReaching(body.paymentId, 'success')
    const client = createPublicClient({ transport: http(devnet.eip155.chains[0]?.rpcUrl) })
    const balance = await client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient as Address],
    })
    expect(balance).toBe(5_000_000n)
    const receipt = await client.getTransactionReceipt({ hash: paid.txHash as `0x${string}` })
    expect(receipt.from.toLowerCase()).toBe(exchange.hotWallet.toLowerCase())
  })

  it("answers the exchange's id of a payment the visitor confirmed while the exchange still sends it, then its success", async () => {
    const rpc = (method: string, params: unknown[] = []) =>
      fetch(devnet.eip155.chains[0]?.rpcUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
    const { body } = await payUrl({
      asset: usdc.address,
      recipient: freshMerchant(),
      redirectUrl: 'http://127.0.0.1:5173/paid',
    })
    // The chain mines nothing for a while: the exchange's transfer waits in the pool, its payment pending.
    await rpc('evm_setAutomine', [false])
    try {
      const confirmed = await payOnExchange(body.url, EXCHANGE_TEST_USERS.trader)
      // The exchange sends the visitor back with its own id of the payment.
      const exchangePaymentId = new URL(confirmed.headers.get('location') ?? '').searchParams.get('paymentId')
      expect(exchangePaymentId).toMatch(/^[A-Za-z0-9_]+$/)
      const { body: confirming } = await get<PayExchangePayment>(`/v1/pay/payments/${body.paymentId}`)
      expect(confirming).toMatchObject({ status: 'pending', exchangePaymentId, txHash: null })
      await rpc('evm_setAutomine', [true])
      await rpc('evm_mine')
      expect(await paymentReaching(body.paymentId, 'success')).toMatchObject({ exchangePaymentId })
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  })

  it('reports a payment the exchange fails as failed, with its reason', async () => {
    const { body } = await payUrl({ asset: usdc.address, recipient: freshMerchant() })
    await payOnExchange(body.url, EXCHANGE_TEST_USERS.broke)
    expect(await paymentReaching(body.paymentId, 'failed')).toMatchObject({
      failureReason: 'insufficient_funds',
      txHash: null,
    })
  })

  it("keeps a project's payments to itself, and refuses an asset the exchange does not pay or a foreign redirect", async () => {
    const { body } = await payUrl({ asset: 'native', recipient: freshMerchant() })
    const foreign = await get(`/v1/pay/payments/${body.paymentId}`, {}, MULTI_WALLET_PROJECT_ID)
    expect(foreign.status).toBe(404)
    const unsupported = await payUrl({ asset: devnetEvmContracts.usdt.address, recipient: freshMerchant() })
    expect(unsupported).toMatchObject({ status: 400, body: { error: 'pay_exchange_unsupported_asset' } })
    const redirect = await payUrl({
      asset: usdc.address,
      recipient: freshMerchant(),
      redirectUrl: 'https://evil.example/paid',
    })
    expect(redirect).toMatchObject({ status: 400, body: { error: 'invalid_request' } })
  })

  it('offers no exchange and signs no URL once the project turns its exchanges off; a payment started before stays readable', async () => {
    const before = await payUrl({ asset: usdc.address, recipient: freshMerchant() })
    const exchangesEnabled = (enabled: boolean) =>
      fetch(`${cloudUrl()}/admin/v1/projects/${LAB}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${cloud?.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ exchangesEnabled: enabled }),
      })
    expect((await exchangesEnabled(false)).status).toBe(200)
    try {
      const listed = await get('/v1/pay/exchanges', { network: network(), asset: usdc.address })
      expect(listed).toMatchObject({ status: 403, body: { error: 'pay_exchanges_disabled' } })
      const signed = await payUrl({ asset: usdc.address, recipient: freshMerchant() })
      expect(signed).toMatchObject({ status: 403, body: { error: 'pay_exchanges_disabled' } })
      const read = await get<PayExchangePayment>(`/v1/pay/payments/${before.body.paymentId}`)
      expect(read).toMatchObject({ status: 200, body: { status: 'pending' } })
    } finally {
      expect((await exchangesEnabled(true)).status).toBe(200)
    }
    const again = await get('/v1/pay/exchanges', { network: network(), asset: usdc.address })
    expect(again.status).toBe(200)
  })
})
