import { loadAdapter, startHoldingProxy } from '@portico/adapter-kit/testing'
import type { Network } from '@portico/core'
import { createCosmosTestWallet, registerCosmosTestWallet } from '@portico/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UnknownCosmosNetworkError } from '../errors/UnknownCosmosNetworkError.js'
import { BALANCE_POLL_MS } from '../events/watchCosmosBalance.js'
import { cosmoshub } from '../networks/cosmoshub.js'
import { startCosmosTestWorld } from '../testWorld/startCosmosTestWorld.js'
import { cosmosAdapter } from './cosmosAdapter.js'

let world: Awaited<ReturnType<typeof startCosmosTestWorld>>

beforeAll(async () => {
  world = await startCosmosTestWorld()
})
afterAll(() => world?.stop())

const account = (index: number) => {
  const found = world.accounts[index]
  if (!found) throw new Error(`no devnet account ${index}`)
  return found
}

describe('cosmosAdapter', () => {
  it('lists a wallet at window.keplr as Keplr without options, and connects it', async () => {
    const wallet = createCosmosTestWallet({
      privateKey: account(1).privateKey,
      chains: [
        { chainId: 'portico-local-1', bech32Prefix: 'portico', restUrl: world.networks[0].cosmos.restUrl },
      ],
    })
    const remove = registerCosmosTestWallet(wallet, { target: world.page, key: 'keplr' })
    try {
      const adapter = cosmosAdapter()
      await adapter.setup({
        networks: world.networks,
        enableEIP6963: true,
        enableInjected: true,
        emit: () => {},
      })
      expect(adapter.getConnectors()).toMatchObject([
        { id: 'keplr', name: 'Keplr', type: 'INJECTED', chain: 'cosmos' },
      ])
      const connection = await adapter.connect({ connectorId: 'keplr', network: world.networks[0] })
      expect(connection).toMatchObject({ address: account(1).address, chainId: 'portico-local-1' })
      adapter.destroy?.()
    } finally {
      remove()
    }
  })

  it('suggests a chain the wallet does not know when connecting on it', async () => {
    const { wallet, connectorId } = world.openWallet({ account: account(2) })
    const { adapter } = await world.load()
    const connection = await adapter.connect({ connectorId, network: world.networks[1] })
    expect(connection.chainId).toBe('portico-standin-1')
    expect(wallet.chainIds).toEqual(['portico-local-1', 'portico-standin-1'])
    adapter.destroy?.()
  })

  it("revokes the site's permission on disconnect, so the next connect asks again", async () => {
    const { wallet, connectorId } = world.openWallet({ account: account(3) })
    const { adapter } = await world.load()
    await adapter.connect({ connectorId, network: world.networks[0] })
    await adapter.disconnect({ connectorId })
    expect(wallet.enabledChains).toEqual([])
    wallet.hold('enable')
    const connecting = adapter.connect({ connectorId, network: world.networks[0] })
    await expect.poll(() => wallet.pendingPrompts).toEqual(['enable'])
    wallet.release()
    await connecting
    adapter.destroy?.()
  })

  it("refuses to switch to a network that is not among the app's", async () => {
    const { connectorId } = world.openWallet({ account: account(4) })
    const { adapter } = await world.load()
    await adapter.connect({ connectorId, network: world.networks[0] })
    await expect(adapter.switchNetwork({ network: cosmoshub })).rejects.toBeInstanceOf(
      UnknownCosmosNetworkError,
    )
    adapter.destroy?.()
  })
  it(
    'reports a transfer that lands before the balance watcher has read once, against the balance the app read',
    async () => {
      // The LCD in front of the watcher answers its first read late (as a busy public node would).
      const local = world.networks[0]
      const lcd = await startHoldingProxy(local.cosmos.restUrl)
      const receiver = world.openWallet({ account: account(5), authorized: true })
      const sender = world.openWallet({ account: account(6), authorized: true })
      const proxied = { ...local, cosmos: { ...local.cosmos, restUrl: lcd.url } } as Network
      const receiving = await loadAdapter(cosmosAdapter({ injections: world.injections }), [proxied])
      const sending = await world.load()
      try {
        const firstRead = lcd.holdNext(`/cosmos/bank/v1beta1/balances/${account(5).address}`)
        const { address } = await receiving.adapter.connect({
          connectorId: receiver.connectorId,
          network: proxied,
        })
        await firstRead.arrived
        await receiving.adapter.getBalance({ address, network: proxied })
        const from = await sending.adapter.connect({ connectorId: sender.connectorId, network: local })
        await sending.adapter.sendTransaction?.({
          address: from.address,
          network: local,
          to: address,
          value: 4_321n,
        })
        firstRead.release()
        await expect
          .poll(() => receiving.events.find((event) => event.type === 'balanceChanged'), {
            timeout: 3 * BALANCE_POLL_MS,
          })
          .toEqual({ type: 'balanceChanged', connectorId: receiver.connectorId })
      } finally {
        receiving.adapter.destroy?.()
        sending.adapter.destroy?.()
        await lcd.stop()
      }
    },
    6 * BALANCE_POLL_MS,
  )
})
