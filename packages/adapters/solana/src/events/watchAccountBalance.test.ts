import type { Network } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectorIdOf } from '../connectors/connectorIdOf.js'
import { type LoadedSolanaAdapter, startSolanaTestWorld } from '../testWorld/startSolanaTestWorld.js'
import { watchAccountBalance } from './watchAccountBalance.js'

let world: Awaited<ReturnType<typeof startSolanaTestWorld>>
const pages: LoadedSolanaAdapter[] = []

beforeAll(async () => {
  world = await startSolanaTestWorld()
})
afterAll(() => {
  for (const { adapter } of pages.splice(0)) adapter.destroy?.()
  return world?.stop()
})

const account = (index: number) => {
  const found = world.accounts[index]
  if (!found) throw new Error(`no devnet account ${index}`)
  return found
}

/** A page with a connected wallet over account 1. */
async function sender() {
  const wallet = await world.openWallet({ accounts: [account(1)] })
  const page = await world.load()
  pages.push(page)
  await page.adapter.connect({ connectorId: connectorIdOf(wallet.name), network: world.networks[0] })
  return page.adapter
}

describe('watchAccountBalance', () => {
  it.each([
    ['the PubSub subscription', 8, true],
    ['polling', 9, false],
  ])(
    'through %s, reports a transfer that landed before it went live, against the balance the app knew',
    async (_, index, pubSub) => {
      const network = world.networks[0]
      const { webSocket: _webSocket, ...http } = network.rpcUrls.default
      const watched: Network = pubSub ? network : { ...network, rpcUrls: { default: http } }
      const owner = account(index).address
      const adapter = await sender()
      const known = (await adapter.getBalance({ address: owner, network })).value
      await adapter.sendTransaction?.({ address: account(1).address, network, to: owner, value: 5_000_000n })
      const onChange = vi.fn()
      const stop = watchAccountBalance({ network: watched, owner, knownValue: () => known, onChange })
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledOnce())
      stop()
    },
  )
})
