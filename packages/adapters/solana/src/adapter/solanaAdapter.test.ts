import { ChainNotSupportedError, type Network, UserRejectedError } from '@portico/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectorIdOf } from '../connectors/connectorIdOf.js'
import { UnknownSolanaNetworkError } from '../errors/UnknownSolanaNetworkError.js'
import { solanaTestnet } from '../networks/solanaTestnet.js'
import { type LoadedSolanaAdapter, startSolanaTestWorld } from '../testWorld/startSolanaTestWorld.js'

let world: Awaited<ReturnType<typeof startSolanaTestWorld>>
const loaded: LoadedSolanaAdapter[] = []

beforeAll(async () => {
  world = await startSolanaTestWorld()
})
afterEach(() => {
  for (const { adapter } of loaded.splice(0)) adapter.destroy?.()
})
afterAll(() => world?.stop())

const account = (index: number) => {
  const found = world.accounts[index]
  if (!found) throw new Error(`no devnet account ${index}`)
  return found
}

async function connected(
  accountIndex: number,
  options: { signAndSend?: boolean; networks?: Network[] } = {},
) {
  const wallet = await world.openWallet({
    accounts: [account(accountIndex)],
    ...(options.signAndSend === undefined ? {} : { signAndSend: options.signAndSend }),
  })
  const page = await world.load(options.networks ? { networks: options.networks } : {})
  loaded.push(page)
  const connectorId = connectorIdOf(wallet.name)
  const network = options.networks?.[0] ?? world.networks[0]
  const connection = await page.adapter.connect({ connectorId, network })
  return { ...page, wallet, connectorId, connection, network }
}

describe('solanaAdapter', () => {
  it("reports the visitor's rejection in the wallet as core's UserRejectedError", async () => {
    const wallet = await world.openWallet({ accounts: [account(1)] })
    const page = await world.load()
    loaded.push(page)
    wallet.answer = 'reject'
    const connecting = page.adapter.connect({
      connectorId: connectorIdOf(wallet.name),
      network: world.networks[0],
    })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedError)
    wallet.answer = 'approve'
    const { address } = await page.adapter.connect({ connectorId: connectorIdOf(wallet.name) })
    wallet.answer = 'reject'
    await expect(page.adapter.signMessage({ message: 'hello', address })).rejects.toMatchObject({
      shortMessage: 'User rejected the request',
    })
  })

  it('connects again, without a prompt, a wallet it keeps a session with beside another (several wallets at once)', async () => {
    const { adapter, wallet, connectorId } = await connected(8)
    const other = await world.openWallet({ accounts: [account(9)] })
    await adapter.connect({ connectorId: connectorIdOf(other.name) })
    // The visitor would refuse a prompt now: switching back to the kept wallet must not ask.
    wallet.answer = 'reject'
    const again = await adapter.connect({ connectorId })
    expect(again.address).toBe(account(8).address)
    // A wallet it has no session with still asks.
    const fresh = await world.openWallet({ accounts: [account(7)] })
    fresh.answer = 'reject'
    await expect(adapter.connect({ connectorId: connectorIdOf(fresh.name) })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
  })

  it('refuses a network it was not set up with, and one the wallet does not name, as Chain is not supported', async () => {
    const testnetHere: Network = { ...solanaTestnet, rpcUrls: world.networks[0].rpcUrls }
    const { adapter } = await connected(2, { networks: [world.networks[0], testnetHere] })
    const unknown = adapter.switchNetwork({ network: world.networks[1] })
    await expect(unknown).rejects.toBeInstanceOf(UnknownSolanaNetworkError)
    await expect(unknown).rejects.toBeInstanceOf(ChainNotSupportedError)
    await expect(adapter.switchNetwork({ network: testnetHere })).rejects.toMatchObject({
      shortMessage: 'Chain is not supported',
      caipNetworkId: solanaTestnet.caipNetworkId,
    })
  })

  it('sends SOL through signTransaction and the RPC when the wallet cannot sign and send, resolving once confirmed', async () => {
    const { adapter, connection, network } = await connected(3, { signAndSend: false })
    const receiver = account(4).address
    const before = await adapter.getBalance({ address: receiver, network })
    const signature = await adapter.sendTransaction?.({
      address: connection.address,
      network,
      to: receiver,
      value: 1_000_000n,
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect((await adapter.getBalance({ address: receiver, network })).value).toBe(before.value + 1_000_000n)
  })

  it('rejects a transfer the visitor refuses, or the chain refuses, and moves no SOL', async () => {
    const { adapter, wallet, connection, network } = await connected(2)
    const before = await adapter.getBalance({ address: connection.address, network })
    const send = (value: bigint) =>
      adapter.sendTransaction?.({ address: connection.address, network, to: account(0).address, value })
    wallet.answer = 'reject'
    await expect(send(1_000n)).rejects.toBeInstanceOf(UserRejectedError)
    wallet.answer = 'approve'
    const tooMuch = send(before.value * 2n)
    await expect(tooMuch).rejects.toThrow()
    await expect(tooMuch).rejects.not.toBeInstanceOf(UserRejectedError)
    expect((await adapter.getBalance({ address: connection.address, network })).value).toBe(before.value)
  })

  it('reports a transfer into the connected account, sent outside Portico, as balanceChanged', async () => {
    const receiving = await connected(5)
    // Core reads the balance once connected; the watcher may go live before the transfer or after it.
    await receiving.adapter.getBalance({ address: receiving.connection.address, network: receiving.network })
    const sending = await connected(6)
    await sending.adapter.sendTransaction?.({
      address: sending.connection.address,
      network: sending.network,
      to: receiving.connection.address,
      value: 2_000_000n,
    })
    await expect
      .poll(() => receiving.events.find((event) => event.type === 'balanceChanged'))
      .toEqual({ type: 'balanceChanged', connectorId: receiving.connectorId })
  })

  it('watches the balance on the network it switched to', async () => {
    const receiving = await connected(5)
    await receiving.adapter.switchNetwork({ network: world.networks[1] })
    await receiving.adapter.getBalance({ address: receiving.connection.address, network: world.networks[1] })
    const sending = await connected(6, { networks: [world.networks[1]] })
    await sending.adapter.sendTransaction?.({
      address: sending.connection.address,
      network: world.networks[1],
      to: receiving.connection.address,
      value: 3_000_000n,
    })
    await expect.poll(() => receiving.events.map((event) => event.type)).toContain('balanceChanged')
  })

  it('polls the balance when the network has no PubSub endpoint', async () => {
    const { webSocket: _, ...http } = world.networks[0].rpcUrls.default
    const polled: Network = { ...world.networks[0], rpcUrls: { default: http } }
    const receiving = await connected(7, { networks: [polled] })
    await receiving.adapter.getBalance({ address: receiving.connection.address, network: polled })
    const sending = await connected(6, { networks: [polled] })
    await sending.adapter.sendTransaction?.({
      address: sending.connection.address,
      network: polled,
      to: receiving.connection.address,
      value: 4_000_000n,
    })
    await expect
      .poll(() => receiving.events.map((event) => event.type), { timeout: 10_000 })
      .toContain('balanceChanged')
  })

  it('reports a connected wallet that leaves the page as a disconnect, and drops its connector', async () => {
    const { adapter, events, wallet, connectorId } = await connected(1)
    world.unregister(wallet)
    expect(events).toContainEqual({ type: 'disconnect', connectorId })
    expect(adapter.getConnectors().map((connector) => connector.id)).not.toContain(connectorId)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('gives the connected Wallet Standard wallet as provider, and none after disconnect', async () => {
    const { adapter, wallet, connectorId } = await connected(2)
    expect(adapter.getProvider()).toBe(wallet)
    await adapter.disconnect({ connectorId })
    expect(adapter.getProvider()).toBeUndefined()
  })
})
