import { createMemoryBackend, type Portico, UserRejectedError } from '@portico/core'
import { createTestPortico } from '@portico/core/testing'
import { verifyBitcoinMessage } from '@portico/testing'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { connectorIdOf } from '../connectors/connectorIdOf.js'
import { startBitcoinTestWorld } from '../testWorld/startBitcoinTestWorld.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'

let world: Awaited<ReturnType<typeof startBitcoinTestWorld>>
const cleanups: (() => void)[] = []

beforeAll(async () => {
  world = await startBitcoinTestWorld()
})
afterAll(() => world?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A page load: a Portico instance with the Bitcoin adapter, over the given storage. */
async function loadPage(storage = createMemoryBackend()) {
  const portico: Portico = createTestPortico({
    projectId: `bitcoin-adapter-test-${crypto.randomUUID()}`,
    networks: [...world.networks],
    adapters: [bitcoinAdapter()],
    storage,
  })
  cleanups.push(() => portico.destroy())
  await portico.ready
  return { portico, storage }
}

function openWallet(accountIndex: number) {
  const account = world.accounts[accountIndex]
  if (!account) throw new Error(`no devnet account ${accountIndex}`)
  const wallet = world.openWallet({ account })
  return { wallet, account, connectorId: connectorIdOf(wallet.name) }
}

const bitcoinState = (portico: Portico) => {
  const state = portico.state.chains.bip122
  if (!state) throw new Error('no bip122 chain state')
  return state
}

it('connects through Portico on the regtest network and shows the BTC balance', async () => {
  const { account, connectorId } = openWallet(1)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'bip122' })
  expect(bitcoinState(portico).accountState).toMatchObject({
    status: 'connected',
    address: account.address,
    caipAddress: `${world.networks[0].caipNetworkId}:${account.address}`,
  })
  await expect.poll(() => bitcoinState(portico).accountState.balanceSymbol).toBe('BTC')
})

it('switches to the other Bitcoin network and signs with a signature that verifies for the payment address', async () => {
  const { account, connectorId } = openWallet(2)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'bip122' })
  await portico.switchNetwork(world.networks[1].caipNetworkId)
  expect(bitcoinState(portico).networkState.caipNetwork?.caipNetworkId).toBe(world.networks[1].caipNetworkId)

  const signature = await portico.signMessage({ message: 'hello Portico', namespace: 'bip122' })
  expect(verifyBitcoinMessage('hello Portico', signature, account.address)).toBe(true)
})

it('is connected again after a reload, without a prompt, on the network it was on', async () => {
  const { wallet, account, connectorId } = openWallet(3)
  const first = await loadPage()
  await first.portico.connect({ connectorId, namespace: 'bip122' })
  await first.portico.switchNetwork(world.networks[1].caipNetworkId)
  first.portico.destroy()

  wallet.reject()
  const reloaded = await loadPage(first.storage)
  expect(bitcoinState(reloaded.portico).accountState).toMatchObject({
    status: 'connected',
    address: account.address,
  })
  expect(bitcoinState(reloaded.portico).networkState.caipNetwork?.caipNetworkId).toBe(
    world.networks[1].caipNetworkId,
  )
})

it('shows the new balance after a transfer sent through Portico', async () => {
  const { connectorId } = openWallet(4)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'bip122' })
  await expect.poll(() => bitcoinState(portico).accountState.balance).toBeDefined()
  const before = bitcoinState(portico).accountState.balance

  await portico.sendTransaction({ to: world.accounts[0].address, value: 5_000_000_000n, namespace: 'bip122' })

  await expect.poll(() => bitcoinState(portico).accountState.balance).not.toBe(before)
})

it('stays disconnected when the visitor rejects the connection in the wallet', async () => {
  const { wallet, connectorId } = openWallet(5)
  const { portico } = await loadPage()
  wallet.reject()
  await expect(portico.connect({ connectorId, namespace: 'bip122' })).rejects.toBeInstanceOf(
    UserRejectedError,
  )
  expect(bitcoinState(portico).accountState.status).toBe('disconnected')
})

it('is disconnected when the visitor disconnects in the wallet', async () => {
  const { wallet, connectorId } = openWallet(6)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'bip122' })
  wallet.emitDisconnect()
  await expect.poll(() => bitcoinState(portico).accountState.status).toBe('disconnected')
})
