import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeSolana } from '@portico/core/testing'
import { afterEach, expect, it, vi } from 'vitest'
import type { PayState } from '../PayState.js'
import { pay } from '../pay.js'
import { binnacle, stubPayCloud, stubTxHash } from '../test/stubPayCloud.js'

const VISITOR = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * Pay on with its cloud and the fake Solana wallet connected (the active namespace), the modal on Fund wallet; `listed`
 * holds the networks the cloud was asked the exchanges of.
 */
async function solanaFundWallet() {
  const cloud = stubPayCloud([binnacle], [{ asset: MINT, symbol: 'USDC', decimals: 6 }])
  const stubbed = globalThis.fetch
  const listed: string[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname === '/v1/pay/exchanges') listed.push(url.searchParams.get('network') ?? '')
    return stubbed(input, init)
  })
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeSolana],
    adapters: [
      createFakeAdapter({
        namespace: 'solana',
        connectors: [fakeConnector('solana')],
        accountsByConnector: { fake: [VISITOR] },
      }),
    ],
    storage: createMemoryBackend(),
    cloudUrl: 'http://cloud.test',
    features: { pay: true },
    plugins: [pay()],
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'solana' })
  // A deposit is followed while its view shows in the open modal.
  await portico.open({ view: 'Account' })
  portico.push('FundWallet')
  const api = portico.getFeature(pay)
  if (!api) throw new Error('pay() gave no API')
  return { api, cloud, listed, state: () => portico.state.plugins.pay as PayState }
}

it('lists the exchanges that fund the Solana account once it settles, read for the Solana network', async () => {
  const world = await solanaFundWallet()
  await vi.waitFor(() => expect(world.state().fundExchanges).toEqual([binnacle]))
  expect(world.listed).toEqual([fakeSolana.caipNetworkId])
  expect(world.state().fundNetwork).toBe(fakeSolana.caipNetworkId)
  expect(world.state().fundAssets?.map((each) => each.asset)).toEqual(['native', MINT])
})

it('deposits SPL USDC from the exchange into the base58 account and follows it to success with its signature', async () => {
  const world = await solanaFundWallet()
  await vi.waitFor(() => expect(world.state().fundAssets).toHaveLength(2))
  world.api.startDeposit(MINT)
  await vi.waitFor(() => expect(world.state().deposit).toBe(true))
  expect(world.state()).toMatchObject({
    status: 'ready',
    deposit: true,
    payment: { recipient: VISITOR, paymentAsset: { network: fakeSolana.caipNetworkId, asset: MINT } },
  })
  const deposit = world.api.deposit(binnacle.id, '5', null)
  await vi.waitFor(() => expect(world.state().status).toBe('exchange'))
  expect(world.cloud.urls).toEqual([
    {
      exchange: 'binance',
      network: fakeSolana.caipNetworkId,
      asset: MINT,
      amount: '5000000',
      recipient: VISITOR,
    },
  ])
  world.cloud.status = 'success'
  await deposit
  expect(world.state()).toMatchObject({ status: 'success', hash: stubTxHash(1) })
})

it("deposits SOL in lamports when the visitor keeps the network's coin", async () => {
  const world = await solanaFundWallet()
  world.api.startDeposit()
  await vi.waitFor(() => expect(world.state().deposit).toBe(true))
  expect(world.state().payment?.paymentAsset).toMatchObject({ asset: 'native', metadata: { decimals: 9 } })
  const deposit = world.api.deposit(binnacle.id, '0.25', null)
  await vi.waitFor(() => expect(world.cloud.urls).toHaveLength(1))
  expect(world.cloud.urls[0]).toMatchObject({ asset: 'native', amount: '250000000', recipient: VISITOR })
  world.cloud.status = 'failed'
  await deposit
  expect(world.state()).toMatchObject({ status: 'error', error: 'exchange_failed' })
})
