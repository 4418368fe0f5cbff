// @vitest-environment happy-dom
import { getConnection, getConnections } from '@wagmi/core'
import { type Address, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestWorld } from '../testWorld/startTestWorld.js'

let world: Awaited<ReturnType<typeof startTestWorld>>

beforeAll(async () => {
  world = await startTestWorld()
})
afterAll(() => world?.stop())

it('keeps two wallets connected; connecting a kept one again makes it current without a prompt, and one disconnects alone', async () => {
  const first = world.openWallet({ accountIndex: 1 })
  const second = world.openWallet({ accountIndex: 2 })
  try {
    const { adapter, config } = await second.load()
    await adapter.connect({ connectorId: first.connectorId })
    await adapter.connect({ connectorId: second.connectorId })
    expect(getConnections(config)).toHaveLength(2)
    expect(getConnection(config).address).toBe(second.account.address)

    first.wallet.reject() // a prompt would now fail
    const switched = await adapter.connect({ connectorId: first.connectorId })
    expect(switched.address).toBe(first.account.address)
    expect(getConnection(config).address).toBe(first.account.address)
    expect(adapter.getProvider()).toBe(first.wallet)
    first.wallet.approve()
    const message = 'signed by the chosen wallet'
    const signature = await adapter.signMessage({ message, address: first.account.address })
    expect(
      await verifyMessage({
        address: first.account.address as Address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    await adapter.disconnect({ connectorId: second.connectorId })
    expect(getConnections(config).map((connection) => connection.accounts[0])).toEqual([
      first.account.address,
    ])
    expect(getConnection(config).address).toBe(first.account.address)
  } finally {
    first.stop()
    second.stop()
  }
})

it('after a reload a kept wallet reconnects beside the current one without a prompt, and the current one stays current', async () => {
  const first = world.openWallet({ accountIndex: 3 })
  const second = world.openWallet({ accountIndex: 4 })
  try {
    const before = await second.load()
    await before.adapter.connect({ connectorId: first.connectorId })
    await before.adapter.connect({ connectorId: second.connectorId })

    const { adapter, config } = await second.load()
    first.wallet.reject() // a prompt would now fail
    second.wallet.reject()
    const active = await adapter.reconnect({ connectorId: second.connectorId })
    const kept = await adapter.reconnect({ connectorId: first.connectorId })
    expect(active?.address).toBe(second.account.address)
    expect(kept?.address).toBe(first.account.address)
    expect(
      getConnections(config)
        .map((connection) => connection.accounts[0])
        .sort(),
    ).toEqual([first.account.address, second.account.address].sort())
    expect(getConnection(config).address).toBe(second.account.address)
    expect(adapter.getProvider()).toBe(second.wallet)
  } finally {
    first.stop()
    second.stop()
  }
})
