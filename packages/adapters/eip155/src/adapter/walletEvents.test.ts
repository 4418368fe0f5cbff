// @vitest-environment happy-dom
import type { AdapterEvent } from '@portico/core'
import { sendTransaction, switchChain, waitForTransactionReceipt } from '@wagmi/core'
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { watchBalanceChanges } from '../events/watchBalanceChanges.js'
import { startTestWorld, type WalletSession } from '../testWorld/startTestWorld.js'

let world: Awaited<ReturnType<typeof startTestWorld>>
const opened: WalletSession[] = []

beforeAll(async () => {
  world = await startTestWorld()
})
afterAll(() => world?.stop())
afterEach(() => {
  for (const session of opened.splice(0)) session.stop()
})

async function connected() {
  const session = world.openWallet({ accountIndex: 1 })
  opened.push(session)
  const loaded = await session.load()
  await loaded.adapter.connect({ connectorId: session.connectorId, network: world.networks[0] })
  loaded.events.length = 0
  return { session, ...loaded }
}

it('reports a chain switched in the wallet as chainChanged', async () => {
  const { session, events } = await connected()
  session.wallet.switchChain(world.networks[1].id)
  await expect
    .poll(() => events)
    .toEqual([{ type: 'chainChanged', connectorId: session.connectorId, chainId: world.networks[1].id }])
})

it('reports accounts changed in the wallet as accountsChanged', async () => {
  const { session, events } = await connected()
  const next = world.devnet.eip155.accounts[3]!
  session.wallet.setAccounts([{ privateKey: next.privateKey }])
  await expect
    .poll(() => events)
    .toEqual([{ type: 'accountsChanged', connectorId: session.connectorId, accounts: [next.address] }])
})

it('reports a locked wallet and a wallet disconnect event as disconnect', async () => {
  const locked = await connected()
  locked.session.wallet.lock()
  await expect
    .poll(() => locked.events)
    .toEqual([{ type: 'disconnect', connectorId: locked.session.connectorId }])

  const dropped = await connected()
  dropped.session.wallet.emitDisconnect()
  await expect
    .poll(() => dropped.events)
    .toEqual([{ type: 'disconnect', connectorId: dropped.session.connectorId }])
})

it("follows the app's own wagmi actions, so Portico and wagmi never drift", async () => {
  const { session, config, events } = await connected()
  await switchChain(config, { chainId: world.networks[1].id })
  await expect
    .poll(() => events)
    .toEqual([{ type: 'chainChanged', connectorId: session.connectorId, chainId: world.networks[1].id }])
})

it('emits no disconnect event for a disconnect core asked for', async () => {
  const { session, adapter, events } = await connected()
  await adapter.disconnect({ connectorId: session.connectorId })
  expect(events).toEqual([])
})

it("reports a balance changed by the app's own wagmi transaction as balanceChanged", async () => {
  const { session, adapter, config, events } = await connected()
  // Core reads the balance once connected; the watcher may go live before the transaction or after it.
  await adapter.getBalance({ address: world.devnet.eip155.accounts[1]!.address, network: world.networks[0] })
  await sendTransaction(config, { to: world.devnet.eip155.accounts[2]!.address, value: parseEther('1') })
  await expect
    .poll(() => events.filter((event) => event.type === 'balanceChanged'))
    .toEqual([{ type: 'balanceChanged', connectorId: session.connectorId }])
})

/**
 * The app reads the connected account's balance, then a transfer from it is mined; `beforeWatching` runs next, and
 * only then a new balance watcher starts with the balance the app read. Resolves once that watcher reported it.
 */
async function transferThenWatch(
  beforeWatching: (world: Awaited<ReturnType<typeof connected>>) => Promise<void>,
) {
  const opened = await connected()
  const { session, adapter, config } = opened
  const owner = world.devnet.eip155.accounts[1]!.address
  const known = (await adapter.getBalance({ address: owner, network: world.networks[0] })).value
  const hash = await sendTransaction(config, {
    to: world.devnet.eip155.accounts[2]!.address,
    value: parseEther('1'),
  })
  await waitForTransactionReceipt(config, { hash })
  await beforeWatching(opened)
  const seen: AdapterEvent[] = []
  const stop = watchBalanceChanges(
    config,
    (event) => seen.push(event),
    () => known,
  )
  await expect.poll(() => seen).toEqual([{ type: 'balanceChanged', connectorId: session.connectorId }])
  stop()
}

it('reports a transaction mined before the balance watcher went live, against the balance the app read', () =>
  transferThenWatch(async () => {}))

it("compares its first reading with the app's balance even when it joins a block watcher that already saw the block", () =>
  // The adapter's own watcher has seen the new block: viem's one block watcher of this client is past it, and the
  // devnet mines no other, so a watcher started now gets no block of its own.
  transferThenWatch(async ({ session, events }) => {
    await expect
      .poll(() => events.filter((event) => event.type === 'balanceChanged'))
      .toEqual([{ type: 'balanceChanged', connectorId: session.connectorId }])
  }))
