import { startHoldingProxy } from '@portico/adapter-kit/testing'
import { ChainNotSupportedError, type Network, UserRejectedError } from '@portico/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectorIdOf } from '../connectors/connectorIdOf.js'
import { InsufficientFundsError } from '../errors/InsufficientFundsError.js'
import { UnknownBitcoinNetworkError } from '../errors/UnknownBitcoinNetworkError.js'
import { BALANCE_POLL_MS } from '../events/watchAddressBalance.js'
import { bitcoin } from '../networks/bitcoin.js'
import { type LoadedBitcoinAdapter, startBitcoinTestWorld } from '../testWorld/startBitcoinTestWorld.js'

let world: Awaited<ReturnType<typeof startBitcoinTestWorld>>
const loaded: LoadedBitcoinAdapter[] = []
/** Long enough for two balance reads. */
const BALANCE_WAIT = { timeout: 3 * BALANCE_POLL_MS }
/** A balance test: the transfer, then the wait. */
const BALANCE_TEST_TIMEOUT = 5 * BALANCE_POLL_MS

beforeAll(async () => {
  world = await startBitcoinTestWorld()
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
  const wallet = world.openWallet({
    account: account(accountIndex),
    ...(options.signAndSend === undefined ? {} : { signAndSend: options.signAndSend }),
  })
  const page = await world.load(options.networks ? { networks: options.networks } : {})
  loaded.push(page)
  const connectorId = connectorIdOf(wallet.name)
  const network = options.networks?.[0] ?? world.networks[0]
  const connection = await page.adapter.connect({ connectorId, network })
  return { ...page, wallet, connectorId, connection, network }
}

describe('bitcoinAdapter', () => {
  it('connects with the payment address as the address, and the ordinals address as the ordinal account', async () => {
    const { adapter, connection, wallet } = await connected(1)
    expect(connection.address).toBe(account(1).address)
    expect(connection.accounts).toEqual([
      { address: account(1).address, type: 'payment' },
      { address: wallet.addresses[1], type: 'ordinal' },
    ])
    expect(connection.chainId).toBe(world.networks[0].id)
    expect(adapter.getAccounts()).toEqual([
      { namespace: 'bip122', address: account(1).address, type: 'payment', publicKey: account(1).publicKey },
      {
        namespace: 'bip122',
        address: wallet.addresses[1],
        type: 'ordinal',
        publicKey: account(1).publicKey.slice(2),
      },
    ])
  })

  it("names the devnet's chain by its genesis block: bitcoinRegtest is bip122:<first 32 hex of getblockhash 0>", async () => {
    const genesisHash = await world.genesisHash()
    expect(world.networks[0].caipNetworkId).toBe(`bip122:${genesisHash.slice(0, 32)}`)
  })

  it("reports the visitor's rejection in the wallet as core's UserRejectedError", async () => {
    const wallet = world.openWallet({ account: account(1) })
    const page = await world.load()
    loaded.push(page)
    const connectorId = connectorIdOf(wallet.name)
    wallet.reject()
    await expect(page.adapter.connect({ connectorId, network: world.networks[0] })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    wallet.approve()
    const { address } = await page.adapter.connect({ connectorId })
    wallet.reject('bitcoin:signMessage')
    await expect(page.adapter.signMessage({ message: 'hello', address })).rejects.toMatchObject({
      shortMessage: 'User rejected the request',
    })
  })

  it('refuses a network it was not set up with, and one the wallet does not name, as Chain is not supported', async () => {
    const mainnetHere: Network = { ...bitcoin, rpcUrls: world.networks[0].rpcUrls }
    const { adapter } = await connected(2, { networks: [world.networks[0], mainnetHere] })
    const unknown = adapter.switchNetwork({ network: world.networks[1] })
    await expect(unknown).rejects.toBeInstanceOf(UnknownBitcoinNetworkError)
    await expect(unknown).rejects.toBeInstanceOf(ChainNotSupportedError)
    await expect(adapter.switchNetwork({ network: mainnetHere })).rejects.toMatchObject({
      shortMessage: 'Chain is not supported',
      caipNetworkId: bitcoin.caipNetworkId,
    })
  })

  it('sends BTC through signTransaction and Esplora when the wallet cannot sign and send, resolving with the txid', async () => {
    const { adapter, connection, network } = await connected(3, { signAndSend: false })
    const receiver = account(4).address
    const before = await adapter.getBalance({ address: receiver, network })
    const txid = await adapter.sendTransaction?.({
      address: connection.address,
      network,
      to: receiver,
      value: 12_345n,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect((await adapter.getBalance({ address: receiver, network })).value).toBe(before.value + 12_345n)
  })

  it('pays the network fee rate from the sender, with change back to the sender', async () => {
    const { adapter, connection, network } = await connected(3)
    const before = await adapter.getBalance({ address: connection.address, network })
    const txid = await adapter.sendTransaction?.({
      address: connection.address,
      network,
      to: account(4).address,
      value: 100_000n,
    })
    const transaction = await (await fetch(`${network.rpcUrls.default.http[0]}/tx/${txid}`)).json()
    expect(transaction.fee).toBeGreaterThanOrEqual(Math.ceil(transaction.weight / 4))
    expect((await adapter.getBalance({ address: connection.address, network })).value).toBe(
      before.value - 100_000n - BigInt(transaction.fee),
    )
  })

  it('rejects a transfer the visitor refuses, or one the account cannot pay, and moves no BTC', async () => {
    const { adapter, wallet, connection, network } = await connected(2)
    const before = await adapter.getBalance({ address: connection.address, network })
    const send = (value: bigint) =>
      adapter.sendTransaction?.({ address: connection.address, network, to: account(0).address, value })
    wallet.reject('bitcoin:signAndSendTransaction')
    await expect(send(10_000n)).rejects.toBeInstanceOf(UserRejectedError)
    wallet.approve()
    await expect(send(before.value * 2n)).rejects.toBeInstanceOf(InsufficientFundsError)
    expect((await adapter.getBalance({ address: connection.address, network })).value).toBe(before.value)
  })

  it(
    'reports a transfer into the connected account, sent outside Portico, as balanceChanged',
    async () => {
      const receiving = await connected(5)
      const sending = await connected(6)
      await sending.adapter.sendTransaction?.({
        address: sending.connection.address,
        network: sending.network,
        to: receiving.connection.address,
        value: 20_000n,
      })
      await expect
        .poll(() => receiving.events.find((event) => event.type === 'balanceChanged'), BALANCE_WAIT)
        .toEqual({ type: 'balanceChanged', connectorId: receiving.connectorId })
    },
    BALANCE_TEST_TIMEOUT,
  )

  it(
    'reports a payment that lands before the balance watcher has read once, against the balance the app read',
    async () => {
      // Esplora in front of the watcher answers its first read late (as a public instance's 429 would delay it).
      const esplora = await startHoldingProxy(world.networks[0].rpcUrls.default.http[0]!)
      try {
        const network: Network = { ...world.networks[0], rpcUrls: { default: { http: [esplora.url] } } }
        const firstRead = esplora.holdNext(`/address/${account(7).address}`)
        const receiving = await connected(7, { networks: [network] })
        await firstRead.arrived
        await receiving.adapter.getBalance({ address: receiving.connection.address, network })
        const sending = await connected(6)
        await sending.adapter.sendTransaction?.({
          address: sending.connection.address,
          network: sending.network,
          to: receiving.connection.address,
          value: 25_000n,
        })
        firstRead.release()
        await expect
          .poll(() => receiving.events.find((event) => event.type === 'balanceChanged'), BALANCE_WAIT)
          .toEqual({ type: 'balanceChanged', connectorId: receiving.connectorId })
      } finally {
        await esplora.stop()
      }
    },
    BALANCE_TEST_TIMEOUT,
  )

  it(
    'watches the balance on the network it switched to',
    async () => {
      const receiving = await connected(5)
      await receiving.adapter.switchNetwork({ network: world.networks[1] })
      expect(receiving.events).toContainEqual({
        type: 'chainChanged',
        connectorId: receiving.connectorId,
        chainId: world.networks[1].id,
      })
      const sending = await connected(6, { networks: [world.networks[1]] })
      await sending.adapter.sendTransaction?.({
        address: sending.connection.address,
        network: world.networks[1],
        to: receiving.connection.address,
        value: 30_000n,
      })
      await expect
        .poll(() => receiving.events.map((event) => event.type), BALANCE_WAIT)
        .toContain('balanceChanged')
    },
    BALANCE_TEST_TIMEOUT,
  )

  it('reports a connected wallet that leaves the page as a disconnect, and drops its connector', async () => {
    const { adapter, events, wallet, connectorId } = await connected(1)
    world.unregister(wallet)
    expect(events).toContainEqual({ type: 'disconnect', connectorId })
    expect(adapter.getConnectors().map((connector) => connector.id)).not.toContain(connectorId)
    expect(adapter.getProvider()).toBeUndefined()
    expect(adapter.getAccounts()).toEqual([])
  })

  it('gives the connected Wallet Standard wallet as provider, and none after disconnect', async () => {
    const { adapter, wallet, connectorId } = await connected(2)
    expect(adapter.getProvider()).toBe(wallet)
    await adapter.disconnect({ connectorId })
    expect(adapter.getProvider()).toBeUndefined()
    expect(wallet.authorized).toBe(false)
  })
})
