import { type Address, createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetEvmContracts } from '../evm/devnetEvmContracts.js'
import { signOnrampParameters } from '../onramp/signOnrampParameters.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import type { ExchangeSandboxPayment } from './ExchangeSandboxPayment.js'
import { EXCHANGE_TEST_PASSWORD, EXCHANGE_TEST_USERS } from './exchangeSandboxUsers.js'
import { type ExchangeSandbox, startExchangeSandbox } from './startExchangeSandbox.js'

const API_KEY = 'exchange-api-key'
const URL_SECRET = 'exchange-url-secret'
const { usdc } = devnetEvmContracts

let devnet: Devnet<'eip155'>
let exchange: ExchangeSandbox
let refCount = 0

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  const [chain] = devnet.eip155.chains
  exchange = await startExchangeSandbox({
    apiKey: API_KEY,
    urlSigningSecret: URL_SECRET,
    evm: { rpcUrl: chain?.rpcUrl ?? '', chainId: chain?.chainId ?? 0 },
    tokens: [{ address: usdc.address, symbol: usdc.symbol, decimals: usdc.decimals }],
  })
}, 120_000)

afterAll(async () => {
  await exchange?.stop()
  await devnet?.stop()
})

const chain = () => devnet.eip155.chains[0] ?? { rpcUrl: '', chainId: 0 }
const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
const freshMerchant = () => privateKeyToAccount(`0x${String(++refCount + 1000).padStart(64, '1')}`).address

/** A payment URL as the cloud signs it. */
function paymentUrl(overrides: Record<string, string> = {}): URL {
  const parameters = new URLSearchParams({
    ref: `pay_test_${++refCount}_${Date.now()}`,
    network: `eip155:${chain().chainId}`,
    asset: usdc.address,
    amount: '5000000',
    recipient: freshMerchant(),
    expires: String(Math.floor(Date.now() / 1000) + 600),
    ...overrides,
  })
  parameters.set('signature', signOnrampParameters(parameters, URL_SECRET))
  const url = new URL('/pay', exchange.url)
  url.search = parameters.toString()
  return url
}

const post = (url: URL, fields: Record<string, string>) =>
  fetch(new URL('/pay', exchange.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), ...fields }),
    redirect: 'manual',
  })

/** Logs in as `login` and confirms: the answer of the confirmation. */
async function payAs(url: URL, login: string): Promise<Response> {
  const page = await post(url, { step: 'login', login, password: EXCHANGE_TEST_PASSWORD })
  expect(page.status).toBe(200)
  const session = /name="session" value="([0-9a-f]{64})"/.exec(await page.text())?.[1] ?? ''
  return post(url, { step: 'confirm', user: login, session })
}

const statusOf = async (ref: string): Promise<ExchangeSandboxPayment | undefined> => {
  const response = await fetch(`${exchange.url}/api/payments?ref=${ref}`, {
    headers: { authorization: `Bearer ${API_KEY}` },
  })
  const { payments } = (await response.json()) as { payments: ExchangeSandboxPayment[] }
  return payments[0]
}

async function finalStatus(ref: string): Promise<ExchangeSandboxPayment> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const payment = await statusOf(ref)
    if (payment && payment.status !== 'pending') return payment
    if (Date.now() > deadline) throw new Error(`payment ${ref} still pending`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('startExchangeSandbox', () => {
  it('pays 5 USDC from its hot wallet once the test user logs in and confirms, and its status API says success', async () => {
    const url = paymentUrl({ redirect: 'http://127.0.0.1:5173/paid' })
    const recipient = url.searchParams.get('recipient') as Address
    const ref = url.searchParams.get('ref') ?? ''
    const shown = await fetch(url)
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('5 USDC')
    expect(await statusOf(ref)).toBeUndefined()

    const confirmed = await payAs(url, EXCHANGE_TEST_USERS.trader)
    expect(confirmed.status).toBe(303)
    const back = new URL(confirmed.headers.get('location') ?? '')
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:5173/paid')
    expect(back.searchParams.get('status')).toBe('pending')

    const payment = await finalStatus(ref)
    expect(payment).toMatchObject({ status: 'success', amount: '5000000', recipient, failureReason: null })
    expect(back.searchParams.get('paymentId')).toBe(payment.id)
    const balance = await client().readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
    expect(balance).toBe(5_000_000n)
    const receipt = await client().getTransactionReceipt({ hash: payment.txHash as `0x${string}` })
    expect(receipt.from.toLowerCase()).toBe(exchange.hotWallet.toLowerCase())
  })

  it('pays native ETH too, and shows the status when the link names no page to go back to', async () => {
    const url = paymentUrl({ asset: 'native', amount: String(parseEther('0.25')) })
    const confirmed = await payAs(url, EXCHANGE_TEST_USERS.trader)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('Payment pending')
    const payment = await finalStatus(url.searchParams.get('ref') ?? '')
    expect(payment.status).toBe('success')
    const recipient = url.searchParams.get('recipient') as Address
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.25'))
  })

  it('fails the payment of a user without funds, and nothing is sent', async () => {
    const url = paymentUrl()
    await payAs(url, EXCHANGE_TEST_USERS.broke)
    const payment = await finalStatus(url.searchParams.get('ref') ?? '')
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds', txHash: null })
  })

  it('refuses a wrong password, a confirmation without the log-in, a changed, expired or used link', async () => {
    const url = paymentUrl()
    expect(
      (await post(url, { step: 'login', login: EXCHANGE_TEST_USERS.trader, password: 'wrong' })).status,
    ).toBe(401)
    expect(
      (await post(url, { step: 'confirm', user: EXCHANGE_TEST_USERS.trader, session: 'f'.repeat(64) }))
        .status,
    ).toBe(401)
    const changed = new URL(url)
    changed.searchParams.set('amount', '5000001')
    expect((await fetch(changed)).status).toBe(403)
    expect((await fetch(paymentUrl({ expires: String(Math.floor(Date.now() / 1000) - 1) }))).status).toBe(403)
    expect((await fetch(paymentUrl({ asset: devnetEvmContracts.usdt.address }))).status).toBe(403)
    await payAs(url, EXCHANGE_TEST_USERS.broke)
    expect((await fetch(url)).status).toBe(403)
    expect(exchange.payments().filter((payment) => payment.ref === url.searchParams.get('ref'))).toHaveLength(
      1,
    )
  })

  it('answers its API only with the API key', async () => {
    expect((await fetch(`${exchange.url}/api/assets`)).status).toBe(401)
    const assets = await fetch(`${exchange.url}/api/assets`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    })
    expect(await assets.json()).toMatchObject({
      assets: [
        { asset: 'native', symbol: 'ETH', network: `eip155:${chain().chainId}` },
        { asset: usdc.address, symbol: 'USDC', decimals: 6 },
      ],
    })
  })
})
