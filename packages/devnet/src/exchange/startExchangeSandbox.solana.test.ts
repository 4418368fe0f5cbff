import { ed25519 } from '@noble/curves/ed25519.js'
import { address, createSolanaRpc, getBase58Decoder, type Signature } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetEvmContracts } from '../evm/devnetEvmContracts.js'
import { signOnrampParameters } from '../onramp/signOnrampParameters.js'
import { devnetSolanaToken } from '../solana/devnetSolanaToken.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import type { ExchangeSandboxPayment } from './ExchangeSandboxPayment.js'
import { EXCHANGE_TEST_PASSWORD, EXCHANGE_TEST_USERS } from './exchangeSandboxUsers.js'
import { type ExchangeSandbox, startExchangeSandbox } from './startExchangeSandbox.js'

const API_KEY = 'exchange-api-key'
const URL_SECRET = 'exchange-url-secret'
const { usdc } = devnetEvmContracts

let devnet: Devnet<'eip155' | 'solana'>
let exchange: ExchangeSandbox
let refCount = 0

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155', 'solana'], ports: 'ephemeral' })
  const [chain] = devnet.eip155.chains
  exchange = await startExchangeSandbox({
    apiKey: API_KEY,
    urlSigningSecret: URL_SECRET,
    evm: { rpcUrl: chain?.rpcUrl ?? '', chainId: chain?.chainId ?? 0 },
    tokens: [{ address: usdc.address, symbol: usdc.symbol, decimals: usdc.decimals }],
    solana: { rpcUrl: devnet.solana.rpcUrl, genesisHash: devnet.solana.genesisHash },
  })
}, 120_000)

afterAll(async () => {
  await exchange?.stop()
  await devnet?.stop()
})

const network = () => `solana:${devnet.solana.genesisHash.slice(0, 32)}`
const rpc = () => createSolanaRpc(devnet.solana.rpcUrl)
/** A new key's public half: an account nothing else pays to. */
const freshAddress = () => getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))

async function splUnits(owner: string): Promise<bigint> {
  const { value } = await rpc()
    .getTokenAccountsByOwner(
      address(owner),
      { mint: address(devnetSolanaToken.mint) },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    )
    .send()
  return value.reduce((sum, each) => sum + BigInt(each.account.data.parsed.info.tokenAmount.amount), 0n)
}

const lamports = async (owner: string) =>
  (await rpc().getBalance(address(owner), { commitment: 'confirmed' }).send()).value

function paymentUrl(overrides: Record<string, string>): URL {
  const parameters = new URLSearchParams({
    ref: `pay_solana_${++refCount}_${Date.now()}`,
    network: network(),
    asset: devnetSolanaToken.mint,
    amount: '5000000',
    recipient: freshAddress(),
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

/** Logs the trader in, confirms, and waits until the status API reports the payment final. */
async function payAsTrader(url: URL): Promise<ExchangeSandboxPayment> {
  const login = EXCHANGE_TEST_USERS.trader
  const page = await post(url, { step: 'login', login, password: EXCHANGE_TEST_PASSWORD })
  expect(page.status).toBe(200)
  const session = /name="session" value="([0-9a-f]{64})"/.exec(await page.text())?.[1] ?? ''
  expect((await post(url, { step: 'confirm', user: login, session })).status).toBe(200)
  const ref = url.searchParams.get('ref') ?? ''
  const deadline = Date.now() + 60_000
  for (;;) {
    const response = await fetch(`${exchange.url}/api/payments?ref=${ref}`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    })
    const [payment] = ((await response.json()) as { payments: ExchangeSandboxPayment[] }).payments
    if (payment && payment.status !== 'pending') return payment
    if (Date.now() > deadline) throw new Error(`payment ${ref} still pending`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('startExchangeSandbox on the Solana devnet', () => {
  it('lists SOL and the SPL USDC on the Solana network beside its EVM assets', async () => {
    const assets = await fetch(`${exchange.url}/api/assets`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    })
    const { assets: listed } = (await assets.json()) as { assets: { network: string }[] }
    expect(listed.filter((each) => each.network === network())).toEqual([
      { network: network(), asset: 'native', symbol: 'SOL', decimals: 9 },
      { network: network(), asset: devnetSolanaToken.mint, symbol: 'USDC', decimals: 6 },
    ])
    expect(listed.filter((each) => each.network.startsWith('eip155:'))).toHaveLength(2)
  })

  it('pays 5 USDC (SPL) to a new base58 account from its Solana hot wallet, confirmed on the node', async () => {
    const hotWallet = exchange.solanaHotWallet ?? ''
    expect(await splUnits(hotWallet)).toBe(1_000_000n * 10n ** 6n)
    const url = paymentUrl({})
    const recipient = url.searchParams.get('recipient') ?? ''
    const payment = await payAsTrader(url)
    expect(payment).toMatchObject({ status: 'success', network: network(), recipient, failureReason: null })
    expect(await splUnits(recipient)).toBe(5_000_000n)
    expect(await splUnits(hotWallet)).toBe(1_000_000n * 10n ** 6n - 5_000_000n)
    const { value } = await rpc()
      .getSignatureStatuses([payment.txHash as Signature])
      .send()
    expect(value[0]).toMatchObject({
      err: null,
      confirmationStatus: expect.stringMatching(/confirmed|finalized/),
    })
  })

  it('pays 0.25 SOL, and the recipient holds exactly that', async () => {
    const url = paymentUrl({ asset: 'native', amount: '250000000' })
    const payment = await payAsTrader(url)
    expect(payment.status).toBe('success')
    expect(await lamports(url.searchParams.get('recipient') ?? '')).toBe(250_000_000n)
  })

  it('refuses an EVM recipient on Solana, a base58 one on EVM, and an asset of the other network', async () => {
    const evmNetwork = `eip155:${devnet.eip155.chains[0]?.chainId}`
    expect((await fetch(paymentUrl({ recipient: usdc.address }))).status).toBe(403)
    expect((await fetch(paymentUrl({ network: evmNetwork, asset: usdc.address }))).status).toBe(403)
    expect((await fetch(paymentUrl({ asset: usdc.address }))).status).toBe(403)
    expect((await fetch(paymentUrl({}))).status).toBe(200)
  })
})
