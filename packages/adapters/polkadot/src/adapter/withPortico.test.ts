import { encodeAddress } from '@polkadot/util-crypto'
import { createMemoryBackend, type Portico, UserRejectedError } from '@portico/core'
import { createTestPortico } from '@portico/core/testing'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { AUTHORIZED_EXTENSIONS_KEY } from '../connectors/authorizedExtensions.js'
import { TransactionFailedError } from '../errors/TransactionFailedError.js'
import { startPolkadotTestWorld } from '../testWorld/startPolkadotTestWorld.js'
import { polkadotAdapter } from './polkadotAdapter.js'

/** @polkadot/api reads the runtime metadata when it connects: a page's first balance takes a few seconds. */
const API_READY = { timeout: 20_000 }

let world: Awaited<ReturnType<typeof startPolkadotTestWorld>>
const cleanups: (() => void)[] = []

beforeAll(async () => {
  world = await startPolkadotTestWorld()
})
afterAll(() => world?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A page load: a Portico instance with the Polkadot adapter on the devnet, over the given storage. */
async function loadPage(storage = createMemoryBackend()) {
  const portico: Portico = createTestPortico({
    projectId: `polkadot-adapter-test-${crypto.randomUUID()}`,
    networks: [world.network, world.otherNetwork],
    adapters: [polkadotAdapter({ appName: 'Portico tests' })],
    storage,
  })
  cleanups.push(() => portico.destroy())
  await portico.ready
  return { portico, storage }
}

async function openWallet(accountIndex: number) {
  const account = world.accounts[accountIndex]
  if (!account) throw new Error(`no devnet account ${accountIndex}`)
  return { account, ...(await world.openWallet({ uris: [account.uri] })) }
}

const polkadotState = (portico: Portico) => {
  const state = portico.state.chains.polkadot
  if (!state) throw new Error('no polkadot chain state')
  return state
}

it('connects through Portico, asking the extension with the app name, and shows the balance', async () => {
  const { wallet, account, connectorId } = await openWallet(1)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'polkadot' })
  expect(wallet.origins).toEqual(['Portico tests'])
  expect(polkadotState(portico).accountState).toMatchObject({
    status: 'connected',
    address: account.address,
    caipAddress: `${world.network.caipNetworkId}:${account.address}`,
  })
  await expect
    .poll(() => polkadotState(portico).accountState.balanceSymbol, API_READY)
    .toBe(world.network.nativeCurrency.symbol)
})

it('signs a message with a signature util-crypto verifies for the account', async () => {
  const { account, connectorId } = await openWallet(2)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'polkadot' })
  const signature = await portico.signMessage({ message: 'hello Portico', namespace: 'polkadot' })
  expect(world.verifySignature('hello Portico', signature, account.address)).toBe(true)
})

it("switches to another Polkadot network and shows the address in that network's SS58 format", async () => {
  const { account, connectorId } = await openWallet(3)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'polkadot' })
  await portico.switchNetwork(world.otherNetwork.caipNetworkId)
  expect(polkadotState(portico).networkState.caipNetwork?.caipNetworkId).toBe(
    world.otherNetwork.caipNetworkId,
  )
  const polkadotAddress = encodeAddress(account.publicKey, 0)
  await expect.poll(() => polkadotState(portico).accountState.address).toBe(polkadotAddress)
  const signature = await portico.signMessage({ message: 'hello Polkadot', namespace: 'polkadot' })
  expect(world.verifySignature('hello Polkadot', signature, polkadotAddress)).toBe(true)
})

it('is connected again after a reload, without a prompt', async () => {
  const { wallet, account, connectorId } = await openWallet(3)
  const first = await loadPage()
  await first.portico.connect({ connectorId, namespace: 'polkadot' })
  first.portico.destroy()

  wallet.reject('enable')
  const reloaded = await loadPage(first.storage)
  await expect.poll(() => polkadotState(reloaded.portico).accountState.status).toBe('connected')
  expect(polkadotState(reloaded.portico).accountState.address).toBe(account.address)
  expect(wallet.pendingPrompts).toEqual([])
})

it("remembers the extensions that allowed the site in the app's storage, and forgets one on disconnect", async () => {
  const { connectorId } = await openWallet(4)
  const { portico, storage } = await loadPage()
  await portico.connect({ connectorId, namespace: 'polkadot' })
  expect(storage.getItem(AUTHORIZED_EXTENSIONS_KEY)).toBe(JSON.stringify([connectorId]))
  await portico.disconnect({ namespace: 'polkadot' })
  expect(storage.getItem(AUTHORIZED_EXTENSIONS_KEY)).toBe('[]')
})

it('is connected again after a reload when the extension injects itself after the page started', async () => {
  const { wallet, account, connectorId } = await openWallet(3)
  const first = await loadPage()
  await first.portico.connect({ connectorId, namespace: 'polkadot' })
  first.portico.destroy()

  const injected = globalThis as { injectedWeb3?: Record<string, unknown> }
  const entry = injected.injectedWeb3?.[wallet.key]
  delete injected.injectedWeb3?.[wallet.key]
  // The extension injects once the page's scripts (Portico's start-up reconnect among them) have run.
  setTimeout(() => Object.assign(injected.injectedWeb3 ?? {}, { [wallet.key]: entry }), 300)
  const reloaded = await loadPage(first.storage)
  await expect.poll(() => polkadotState(reloaded.portico).accountState.status).toBe('connected')
  expect(polkadotState(reloaded.portico).accountState.address).toBe(account.address)
  expect(reloaded.storage.getItem('@portico/connected_namespaces')).toContain('polkadot')
})

it('shows the new balance after a transfer sent through Portico', async () => {
  const { connectorId } = await openWallet(4)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'polkadot' })
  await expect.poll(() => polkadotState(portico).accountState.balance, API_READY).toBeDefined()
  const before = polkadotState(portico).accountState.balance

  const hash = await portico.sendTransaction({
    to: world.accounts[0]?.address ?? '',
    value: 5n * 10n ** 12n,
    namespace: 'polkadot',
  })

  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect.poll(() => polkadotState(portico).accountState.balance, API_READY).not.toBe(before)
})

it('fails a transfer larger than the balance with the runtime error', async () => {
  const { connectorId } = await openWallet(2)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'polkadot' })
  const sending = portico.sendTransaction({
    to: world.accounts[0]?.address ?? '',
    value: 10n ** 30n,
    namespace: 'polkadot',
  })
  await expect(sending).rejects.toBeInstanceOf(TransactionFailedError)
  await expect(sending).rejects.toMatchObject({ details: expect.stringMatching(/: \w+\.\w+$/) })
})

it('rejects with UserRejectedError when the visitor cancels the signature in the extension', async () => {
  const { wallet, connectorId } = await openWallet(4)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'polkadot' })
  wallet.reject('signRaw')
  await expect(portico.signMessage({ message: 'no', namespace: 'polkadot' })).rejects.toBeInstanceOf(
    UserRejectedError,
  )
  expect(polkadotState(portico).accountState.status).toBe('connected')
})

it('stays disconnected when the visitor refuses the site in the extension', async () => {
  const { wallet, connectorId } = await openWallet(5)
  const { portico } = await loadPage()
  wallet.reject('enable')
  await expect(portico.connect({ connectorId, namespace: 'polkadot' })).rejects.toBeInstanceOf(
    UserRejectedError,
  )
  expect(polkadotState(portico).accountState.status).toBe('disconnected')
})

it('is disconnected when the visitor revokes the site in the extension', async () => {
  const { wallet, connectorId } = await openWallet(1)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'polkadot' })
  wallet.emitDisconnect()
  await expect.poll(() => polkadotState(portico).accountState.status).toBe('disconnected')
})

it('shows a transfer sent into the connected account from elsewhere in the balance', async () => {
  const receiving = await openWallet(5)
  const { portico } = await loadPage()
  await portico.connect({ connectorId: receiving.connectorId, namespace: 'polkadot' })
  await expect.poll(() => polkadotState(portico).accountState.balance, API_READY).toBeDefined()
  const before = polkadotState(portico).accountState.balance

  const sending = await openWallet(4)
  const elsewhere = await loadPage()
  await elsewhere.portico.connect({ connectorId: sending.connectorId, namespace: 'polkadot' })
  await elsewhere.portico.sendTransaction({
    to: receiving.account.address,
    value: 3n * 10n ** 12n,
    namespace: 'polkadot',
  })

  await expect.poll(() => polkadotState(portico).accountState.balance, API_READY).not.toBe(before)
})
