import type { AdapterEvent, Network } from '@portico/core'
import { defineNetwork, PorticoError } from '@portico/core'
import { expect, it } from 'vitest'
import type { ChainDriver } from './ChainDriver.js'
import type { ChainDriverKit } from './ChainDriverKit.js'
import { createChainAdapter } from './createChainAdapter.js'
import type { DriverSession } from './DriverSession.js'

const network = (id: string): Network =>
  defineNetwork(
    {
      id,
      name: id,
      nativeCurrency: { name: 'Unit', symbol: 'U', decimals: 0 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    },
    'solana',
  )
const [first, second, unknown] = [network('first'), network('second'), network('unknown')]

type Session = DriverSession<string>
const session = (...addresses: string[]): Session => ({
  wallet: 'wallet',
  address: addresses[0] ?? '',
  accounts: addresses.map((address) => ({ address, type: 'eoa' })),
})

/** An adapter over a driver of one wallet that lives in memory; `watches` lists the balance watchers that started. */
async function setUp(driver: Partial<ChainDriver<Session>> = {}) {
  let kit: ChainDriverKit<Session> | undefined
  const watches: { address: string; network: string; stopped: boolean }[] = []
  const adapter = createChainAdapter<Session>({
    namespace: 'solana',
    identity: {},
    chainName: 'Memory',
    defaultNetwork: first,
    unknownNetwork: ({ caipNetworkId }) => new PorticoError(`unknown ${caipNetworkId}`),
    driver(given) {
      kit = given
      return {
        getConnectors: () => [],
        connect: async () => session('a'),
        reconnect: async () => undefined,
        readBalance: async () => ({ value: 1n, decimals: 0, symbol: 'U' }),
        watchBalance({ address, network: watched }) {
          const watch = { address, network: String(watched.id), stopped: false }
          watches.push(watch)
          return () => {
            watch.stopped = true
          }
        },
        signMessage: async () => 'signature',
        ...driver,
      }
    },
  })
  const events: AdapterEvent[] = []
  await adapter.setup({
    networks: [first, second],
    enableEIP6963: true,
    enableInjected: true,
    emit: (event) => events.push(event),
  })
  if (!kit) throw new Error('the driver was not made')
  return { adapter, kit, events, watches }
}

it('drops a wallet-side change that answers after its session ended', async () => {
  const { adapter, kit, events } = await setUp()
  await adapter.connect({ connectorId: 'memory' })
  let answer: (next: Session) => void = () => undefined
  const updating = kit.update('memory', () => new Promise<Session>((resolve) => (answer = resolve)))
  await adapter.disconnect({ connectorId: 'memory' })
  answer(session('b'))
  await updating
  expect(events).toEqual([])
  expect(adapter.getProvider()).toBeUndefined()
})

it('moves the balance watcher with a switch and with an account change, and stops it on disconnect', async () => {
  const { adapter, kit, events, watches } = await setUp()
  await adapter.connect({ connectorId: 'memory', network: first })
  await adapter.switchNetwork({ network: second })
  await kit.update('memory', () => session('b'))
  await adapter.disconnect({ connectorId: 'memory' })
  expect(watches).toEqual([
    { address: 'a', network: 'first', stopped: true },
    { address: 'a', network: 'second', stopped: true },
    { address: 'b', network: 'second', stopped: true },
  ])
  expect(events).toEqual([
    { type: 'chainChanged', connectorId: 'memory', chainId: 'second' },
    { type: 'accountsChanged', connectorId: 'memory', accounts: ['b'] },
  ])
})

it("refuses a switch to a network the app was not set up with, with the namespace's error", async () => {
  const { adapter } = await setUp()
  await expect(adapter.switchNetwork({ network: unknown })).rejects.toThrow(
    `unknown ${unknown.caipNetworkId}`,
  )
})

it('does not start a balance watcher loaded on first use once its session has ended', async () => {
  let load: () => void = () => undefined
  const loaded = new Promise<void>((resolve) => (load = resolve))
  const started: string[] = []
  const { adapter } = await setUp({
    async watchBalance({ address, signal }) {
      await loaded
      if (!signal.aborted) started.push(address)
      return () => undefined
    },
  })
  await adapter.connect({ connectorId: 'memory' })
  await adapter.disconnect({ connectorId: 'memory' })
  load()
  await loaded
  await Promise.resolve()
  expect(started).toEqual([])
})

it('leaves optional capabilities out when the driver has none', async () => {
  const { adapter } = await setUp()
  expect(adapter.sendTransaction).toBeUndefined()
  expect(adapter.sendTokenTransfer).toBeUndefined()
  expect(adapter.connectSession).toBeUndefined()
})
