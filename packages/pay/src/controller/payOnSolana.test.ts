import { createMemoryBackend, type SendTokenTransferParameters } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeSolana } from '@portico/core/testing'
import { afterEach, expect, it, vi } from 'vitest'
import type { PayError } from '../errors/PayError.js'
import type { PayArguments } from '../PayArguments.js'
import type { PayState } from '../PayState.js'
import { pay } from '../pay.js'

const PAYER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const MERCHANT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The Solana network's RPC answered in memory: the payer holds `lamports` and `tokens` of the mint. */
function stubSolanaRpc({ lamports, tokens }: { lamports: number; tokens: bigint }) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (_input: unknown, init?: RequestInit) => {
    const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: unknown[] }
    asked.push(method)
    const result =
      method === 'getBalance'
        ? { value: lamports }
        : method === 'getTokenAccountsByOwner' && (params[1] as { mint: string }).mint === MINT
          ? {
              value: [
                { account: { data: { parsed: { info: { tokenAmount: { amount: String(tokens) } } } } } },
              ],
            }
          : { value: [] }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }), {
      headers: { 'content-type': 'application/json' },
    })
  })
  return asked
}

/** Pay on with the fake Solana wallet connected (its SPL transfers recorded). */
async function solanaPay() {
  const adapter = createFakeAdapter({
    namespace: 'solana',
    connectors: [fakeConnector('solana')],
    accountsByConnector: { fake: [PAYER] },
  })
  const transfers: SendTokenTransferParameters[] = []
  adapter.sendTokenTransfer = async (transfer) => {
    await adapter.controls.wallet.prompt(() => undefined)
    transfers.push(transfer)
    return `sig${transfers.length}`
  }
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeSolana],
    adapters: [adapter],
    storage: createMemoryBackend(),
    features: { pay: true },
    plugins: [pay()],
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'solana' })
  const api = portico.getFeature(pay)
  if (!api) throw new Error('pay() gave no API')
  const state = () => portico.state.plugins.pay as PayState
  /** pay() and, once the Pay view is ready, its wallet button: the outcome, or the PayError's code. */
  const payAndClick = async (payment: PayArguments) => {
    const outcome = api.pay(payment).catch((error: PayError) => error.payCode)
    await vi.waitFor(() => expect(state().status).toBe('ready'))
    await api.payWithWallet()
    return outcome
  }
  return { adapter, api, transfers, payAndClick, state }
}

const usdc = (amount: number | string, recipient = MERCHANT): PayArguments => ({
  recipient,
  amount,
  paymentAsset: {
    network: fakeSolana.caipNetworkId,
    asset: MINT,
    metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  },
})

it("pays an SPL token through the Solana adapter's token transfer and resolves with its signature", async () => {
  stubSolanaRpc({ lamports: 1e9, tokens: 10_000_000n })
  const world = await solanaPay()
  expect(await world.payAndClick(usdc(5))).toEqual({
    hash: 'sig1',
    network: fakeSolana.caipNetworkId,
    recipient: MERCHANT,
    amount: '5000000',
  })
  expect(world.transfers).toEqual([
    { address: PAYER, network: fakeSolana, token: MINT, to: MERCHANT, amount: 5_000_000n, decimals: 6 },
  ])
  expect(world.state()).toMatchObject({ status: 'success', hash: 'sig1' })
})

it('pays SOL as a transfer of lamports to the recipient', async () => {
  stubSolanaRpc({ lamports: 1e9, tokens: 0n })
  const world = await solanaPay()
  const sol: PayArguments = {
    recipient: MERCHANT,
    amount: '0.5',
    paymentAsset: { network: fakeSolana.caipNetworkId, asset: 'native', metadata: fakeSolana.nativeCurrency },
  }
  expect(await world.payAndClick(sol)).toMatchObject({ amount: '500000000', recipient: MERCHANT })
  expect(world.adapter.controls.callsOf('sendTransaction')).toEqual([
    expect.objectContaining({ parameters: expect.objectContaining({ to: MERCHANT, value: 500_000_000n }) }),
  ])
  expect(world.transfers).toEqual([])
})

it('more than the token balance is insufficient_balance before the wallet is asked; an EVM recipient is invalid', async () => {
  const asked = stubSolanaRpc({ lamports: 1e9, tokens: 4_000_000n })
  const world = await solanaPay()
  expect(await world.payAndClick(usdc(5))).toBe('insufficient_balance')
  expect(asked).toContain('getTokenAccountsByOwner')
  expect(world.transfers).toEqual([])
  const evmRecipient = await world.api.pay(usdc(1, `0x${'ab'.repeat(20)}`)).catch((error: PayError) => error)
  expect(evmRecipient).toMatchObject({ payCode: 'invalid_recipient' })
})
