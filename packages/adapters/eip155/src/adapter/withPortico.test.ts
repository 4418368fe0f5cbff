// @vitest-environment happy-dom
import { createMemoryBackend, createPortico, formatBalance, formatUnits, type Portico } from '@portico/core'
import { disconnect, getBalance, getConnection, sendTransaction } from '@wagmi/core'
import { type Address, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { eip155Networks } from '../networks/eip155Networks.js'
import { startTestWorld, type WalletSession } from '../testWorld/startTestWorld.js'
import { eip155Adapter } from './eip155Adapter.js'

let world: Awaited<ReturnType<typeof startTestWorld>>
const cleanups: (() => void)[] = []

beforeAll(async () => {
  world = await startTestWorld()
})
afterAll(() => world?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A page load: a wagmi config (the app's) and a Portico instance over it, sharing the storages. */
async function loadPage(session: WalletSession, storage = createMemoryBackend()) {
  const wagmiConfig = session.createConfig()
  const portico: Portico = createPortico({
    projectId: `eip155-adapter-test-${crypto.randomUUID()}`,
    networks: eip155Networks(wagmiConfig.chains),
    adapters: [eip155Adapter({ wagmiConfig })],
    storage,
  })
  cleanups.push(() => portico.destroy())
  await portico.ready
  return { portico, wagmiConfig, storage }
}

function openWallet() {
  const session = world.openWallet({ accountIndex: 1 })
  cleanups.push(() => session.stop())
  return session
}

const eip155State = (portico: Portico) => portico.state.chains.eip155!

it('connects through Portico and wagmi sees the same account and chain', async () => {
  const session = openWallet()
  const { portico, wagmiConfig } = await loadPage(session)

  await portico.connect({ connectorId: session.connectorId, namespace: 'eip155' })

  expect(eip155State(portico).accountState).toMatchObject({
    status: 'connected',
    address: session.account.address,
  })
  expect(getConnection(wagmiConfig)).toMatchObject({
    address: session.account.address,
    chainId: Number(eip155State(portico).networkState.caipNetwork?.id),
  })
})

it('follows a chain switched in the wallet, and switches the wallet when Portico switches', async () => {
  const session = openWallet()
  const { portico, wagmiConfig } = await loadPage(session)
  await portico.connect({ connectorId: session.connectorId, namespace: 'eip155' })

  session.wallet.switchChain(world.networks[1].id)
  await expect.poll(() => eip155State(portico).networkState.caipNetwork?.caipNetworkId).toBe('eip155:31338')

  await portico.switchNetwork('eip155:31337')
  expect(session.wallet.chainId).toBe(31337)
  expect(getConnection(wagmiConfig).chainId).toBe(31337)
})

it('signs through Portico with a signature viem verifies', async () => {
  const session = openWallet()
  const { portico } = await loadPage(session)
  await portico.connect({ connectorId: session.connectorId, namespace: 'eip155' })
  const signature = await portico.signMessage({ message: 'hello Portico' })
  const address = session.account.address
  expect(await verifyMessage({ address, message: 'hello Portico', signature: signature as Address })).toBe(
    true,
  )
})

it('is disconnected when the app disconnects through its own wagmi action', async () => {
  const session = openWallet()
  const { portico, wagmiConfig } = await loadPage(session)
  await portico.connect({ connectorId: session.connectorId, namespace: 'eip155' })
  await disconnect(wagmiConfig)
  await expect.poll(() => eip155State(portico).accountState.status).toBe('disconnected')
})

it('is connected again after a reload, without a prompt', async () => {
  const session = openWallet()
  const first = await loadPage(session)
  await first.portico.connect({ connectorId: session.connectorId, namespace: 'eip155' })
  first.portico.destroy()

  session.wallet.reject()
  const reloaded = await loadPage(session, first.storage)
  expect(eip155State(reloaded.portico).accountState).toMatchObject({
    status: 'connected',
    address: session.account.address,
  })
})

it('shows the new balance after the app sends through its own wagmi action', async () => {
  const session = openWallet()
  const { portico, wagmiConfig } = await loadPage(session)
  await portico.connect({ connectorId: session.connectorId, namespace: 'eip155' })
  await expect.poll(() => eip155State(portico).accountState.balance).toBeDefined()
  const before = eip155State(portico).accountState.balance

  await sendTransaction(wagmiConfig, { to: world.devnet.eip155.accounts[2]!.address, value: parseEther('1') })

  await expect.poll(() => eip155State(portico).accountState.balance).not.toBe(before)
})

it("shows a funded account's real balance on the local devnet, a testnet like Sepolia", async () => {
  const session = openWallet()
  const { portico, wagmiConfig } = await loadPage(session)
  await portico.connect({ connectorId: session.connectorId, namespace: 'eip155' })
  expect(eip155State(portico).networkState.caipNetwork?.testnet).toBe(true)

  const { value, decimals } = await getBalance(wagmiConfig, { address: session.account.address })
  expect(value).toBeGreaterThan(0n)
  await expect
    .poll(() => eip155State(portico).accountState.balance)
    .toBe(formatBalance(formatUnits(value, decimals)))
  expect(eip155State(portico).accountState.balanceSymbol).toBe('ETH')
})

it('is one Portico instance when the adapter is created twice over one wagmi config (StrictMode)', () => {
  const session = openWallet()
  const wagmiConfig = session.createConfig()
  const create = () =>
    createPortico({
      projectId: 'eip155-adapter-strict-mode',
      networks: eip155Networks(wagmiConfig.chains),
      adapters: [eip155Adapter({ wagmiConfig })],
      storage: createMemoryBackend(),
    })
  const portico = create()
  cleanups.push(() => portico.destroy())
  expect(create()).toBe(portico)
})
