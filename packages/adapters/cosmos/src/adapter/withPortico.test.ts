import { createMemoryBackend, type Portico, UserRejectedError } from '@portico/core'
import { createTestPortico } from '@portico/core/testing'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { startCosmosTestWorld } from '../testWorld/startCosmosTestWorld.js'
import { verifyAdr36 } from '../testWorld/verifyAdr36.js'
import { cosmosAdapter } from './cosmosAdapter.js'

let world: Awaited<ReturnType<typeof startCosmosTestWorld>>
const cleanups: (() => void)[] = []

beforeAll(async () => {
  world = await startCosmosTestWorld()
})
afterAll(() => world?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A page load: a Portico instance with the Cosmos adapter finding the world's wallets, over the given storage. */
async function loadPage(storage = createMemoryBackend()) {
  const portico: Portico = createTestPortico({
    projectId: `cosmos-adapter-test-${crypto.randomUUID()}`,
    networks: [...world.networks],
    adapters: [cosmosAdapter({ injections: world.injections })],
    storage,
  })
  cleanups.push(() => portico.destroy())
  await portico.ready
  return { portico, storage }
}

function openWallet(accountIndex: number) {
  const account = world.accounts[accountIndex]
  if (!account) throw new Error(`no devnet account ${accountIndex}`)
  return { ...world.openWallet({ account }), account }
}

const cosmosState = (portico: Portico) => {
  const state = portico.state.chains.cosmos
  if (!state) throw new Error('no cosmos chain state')
  return state
}

it('connects through Portico on the local chain and shows the PTC balance', async () => {
  const { account, connectorId } = openWallet(1)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'cosmos' })
  expect(cosmosState(portico).accountState).toMatchObject({
    status: 'connected',
    address: account.address,
    caipAddress: `cosmos:portico-local-1:${account.address}`,
  })
  await expect.poll(() => cosmosState(portico).accountState.balanceSymbol).toBe('PTC')
})

it('switches to a chain the wallet did not know (suggested, then enabled) and signs there', async () => {
  const { wallet, account, connectorId } = openWallet(2)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'cosmos' })
  await portico.switchNetwork(world.networks[1].caipNetworkId)
  expect(cosmosState(portico).networkState.caipNetwork?.caipNetworkId).toBe('cosmos:portico-standin-1')
  expect(wallet.chainIds).toContain('portico-standin-1')

  const signature = await portico.signMessage({ message: 'hello Portico', namespace: 'cosmos' })
  expect(await verifyAdr36('hello Portico', signature, account.address, account.publicKey)).toBe(true)
})

it('keeps the network when the visitor declines the suggested chain', async () => {
  const { wallet, connectorId } = openWallet(3)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'cosmos' })
  wallet.reject('experimentalSuggestChain')
  await expect(portico.switchNetwork(world.networks[1].caipNetworkId)).rejects.toBeInstanceOf(
    UserRejectedError,
  )
  expect(cosmosState(portico).networkState.caipNetwork?.caipNetworkId).toBe('cosmos:portico-local-1')
})

it('is connected again after a reload, without a prompt', async () => {
  const { wallet, account, connectorId } = openWallet(4)
  const first = await loadPage()
  await first.portico.connect({ connectorId, namespace: 'cosmos' })
  first.portico.destroy()

  wallet.reject()
  const reloaded = await loadPage(first.storage)
  expect(cosmosState(reloaded.portico).accountState).toMatchObject({
    status: 'connected',
    address: account.address,
  })
})

it('shows the new balance after a transfer sent through Portico, and the hash is on chain', async () => {
  const { connectorId } = openWallet(5)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'cosmos' })
  await expect.poll(() => cosmosState(portico).accountState.balance).toBeDefined()
  const before = cosmosState(portico).accountState.balance

  const hash = await portico.sendTransaction({
    to: world.accounts[0].address,
    value: 2_500_000n,
    namespace: 'cosmos',
  })

  const onChain = await fetch(`${world.networks[0].cosmos.restUrl}/cosmos/tx/v1beta1/txs/${hash}`)
  expect(((await onChain.json()) as { tx_response: { code: number } }).tx_response.code).toBe(0)
  await expect.poll(() => cosmosState(portico).accountState.balance, { timeout: 10_000 }).not.toBe(before)
})

it('stays disconnected when the visitor rejects the connection in the wallet', async () => {
  const { wallet, connectorId } = openWallet(6)
  const { portico } = await loadPage()
  wallet.reject('enable')
  await expect(portico.connect({ connectorId, namespace: 'cosmos' })).rejects.toBeInstanceOf(
    UserRejectedError,
  )
  expect(cosmosState(portico).accountState.status).toBe('disconnected')
})

it('refuses a rejected transfer with UserRejectedError and moves nothing', async () => {
  const { wallet, account, connectorId } = openWallet(7)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'cosmos' })
  const balance = async () =>
    (await cosmosAdapter().getBalance({ address: account.address, network: world.networks[0] })).value
  const before = await balance()
  wallet.reject('signDirect')
  await expect(
    portico.sendTransaction({ to: world.accounts[0].address, value: 1n, namespace: 'cosmos' }),
  ).rejects.toBeInstanceOf(UserRejectedError)
  expect(await balance()).toBe(before)
})

it('follows the account the visitor selects in the wallet', async () => {
  const { wallet, connectorId } = openWallet(8)
  const selected = world.accounts[9]
  if (!selected) throw new Error('The devnet has ten Cosmos accounts')
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'cosmos' })
  wallet.setKey(selected.privateKey)
  await expect.poll(() => cosmosState(portico).accountState.address).toBe(selected.address)
})
