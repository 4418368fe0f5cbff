import {
  createMemoryBackend,
  formatBalance,
  formatUnits,
  type Portico,
  UserRejectedError,
} from '@portico/core'
import { createTestPortico } from '@portico/core/testing'
import {
  address,
  createSolanaRpc,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { connectorIdOf } from '../connectors/connectorIdOf.js'
import { startSolanaTestWorld } from '../testWorld/startSolanaTestWorld.js'
import { solanaAdapter } from './solanaAdapter.js'

let world: Awaited<ReturnType<typeof startSolanaTestWorld>>
const cleanups: (() => void)[] = []

beforeAll(async () => {
  world = await startSolanaTestWorld()
})
afterAll(() => world?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/**
 * A page load: a Portico instance with the Solana adapter, over the given storage. Start-up runs as
 * in a browser; the environment stays node's, where @solana/kit's node build gets node's AbortSignal.
 */
async function loadPage(storage = createMemoryBackend()) {
  const portico: Portico = createTestPortico({
    projectId: `solana-adapter-test-${crypto.randomUUID()}`,
    networks: [...world.networks],
    adapters: [solanaAdapter()],
    storage,
  })
  cleanups.push(() => portico.destroy())
  await portico.ready
  return { portico, storage }
}

async function openWallet(accountIndex: number) {
  const account = world.accounts[accountIndex]
  if (!account) throw new Error(`no devnet account ${accountIndex}`)
  const wallet = await world.openWallet({ accounts: [account] })
  return { wallet, account, connectorId: connectorIdOf(wallet.name) }
}

const solanaState = (portico: Portico) => {
  const state = portico.state.chains.solana
  if (!state) throw new Error('no solana chain state')
  return state
}

it('connects through Portico on the local network and shows the SOL balance', async () => {
  const { account, connectorId } = await openWallet(1)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'solana' })
  expect(solanaState(portico).accountState).toMatchObject({
    status: 'connected',
    address: account.address,
    caipAddress: `${world.networks[0].caipNetworkId}:${account.address}`,
  })
  await expect.poll(() => solanaState(portico).accountState.balanceSymbol).toBe('SOL')
})

it("shows a funded account's real SOL balance on the local cluster (solanaLocalnet, a testnet)", async () => {
  const { account, connectorId } = await openWallet(7)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'solana' })
  expect(solanaState(portico).networkState.caipNetwork?.testnet).toBe(true)

  const rpc = createSolanaRpc(world.networks[0].rpcUrls.default.http[0]!)
  const { value } = await rpc.getBalance(address(account.address), { commitment: 'confirmed' }).send()
  expect(value).toBeGreaterThan(0n)
  await expect
    .poll(() => solanaState(portico).accountState.balance)
    .toBe(formatBalance(formatUnits(value, 9)))
})

it('switches to the other Solana network and signs with a signature ed25519 verifies', async () => {
  const { account, connectorId } = await openWallet(2)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'solana' })
  await portico.switchNetwork(world.networks[1].caipNetworkId)
  expect(solanaState(portico).networkState.caipNetwork?.caipNetworkId).toBe(world.networks[1].caipNetworkId)

  const signature = await portico.signMessage({ message: 'hello Portico', namespace: 'solana' })
  const key = await getPublicKeyFromAddress(address(account.address))
  const bytes = getBase58Encoder().encode(signature) as SignatureBytes
  expect(await verifySignature(key, bytes, new TextEncoder().encode('hello Portico'))).toBe(true)
})

it('is connected again after a reload, without a prompt, on the network it was on', async () => {
  const { wallet, account, connectorId } = await openWallet(3)
  const first = await loadPage()
  await first.portico.connect({ connectorId, namespace: 'solana' })
  await first.portico.switchNetwork(world.networks[1].caipNetworkId)
  first.portico.destroy()

  wallet.answer = 'reject'
  const reloaded = await loadPage(first.storage)
  expect(solanaState(reloaded.portico).accountState).toMatchObject({
    status: 'connected',
    address: account.address,
  })
  expect(solanaState(reloaded.portico).networkState.caipNetwork?.caipNetworkId).toBe(
    world.networks[1].caipNetworkId,
  )
})

it('shows the new balance after a transfer sent through Portico', async () => {
  const { connectorId } = await openWallet(4)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'solana' })
  await expect.poll(() => solanaState(portico).accountState.balance).toBeDefined()
  const before = solanaState(portico).accountState.balance

  await portico.sendTransaction({ to: world.accounts[0].address, value: 5_000_000_000n, namespace: 'solana' })

  await expect.poll(() => solanaState(portico).accountState.balance).not.toBe(before)
})

it('stays disconnected when the visitor rejects the connection in the wallet', async () => {
  const { wallet, connectorId } = await openWallet(5)
  const { portico } = await loadPage()
  wallet.answer = 'reject'
  await expect(portico.connect({ connectorId, namespace: 'solana' })).rejects.toBeInstanceOf(
    UserRejectedError,
  )
  expect(solanaState(portico).accountState.status).toBe('disconnected')
})

it('is disconnected when the visitor disconnects in the wallet', async () => {
  const { wallet, connectorId } = await openWallet(6)
  const { portico } = await loadPage()
  await portico.connect({ connectorId, namespace: 'solana' })
  wallet.disconnectFromWallet()
  await expect.poll(() => solanaState(portico).accountState.status).toBe('disconnected')
})
