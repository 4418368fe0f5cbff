// @vitest-environment happy-dom
import type { RemoteSession, RemoteSessionEvent } from '@portico/core'
import { getConnection } from '@wagmi/core'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestWorld } from '../testWorld/startTestWorld.js'

let world: Awaited<ReturnType<typeof startTestWorld>>

beforeAll(async () => {
  world = await startTestWorld()
})
afterAll(() => world?.stop())

/**
 * A remote wallet in memory (unit scope: the relay and WalletKit are proven in apps/cloud's tests): it
 * signs with a devnet key, knows only the chains it was given until one is added, and lets the test
 * speak for the wallet.
 */
function remoteWallet(parameters: { privateKey: Hex; chainIds: number[]; knows?: number[] }) {
  const account = privateKeyToAccount(parameters.privateKey)
  const known = new Set(parameters.knows ?? parameters.chainIds)
  const requests: { chainId: string; method: string }[] = []
  const listeners = new Set<(event: RemoteSessionEvent) => void>()
  const session: RemoteSession = {
    connectorId: 'walletConnect',
    peer: { name: 'Phone Wallet' },
    namespaces: {
      eip155: {
        chains: parameters.chainIds.map((id) => `eip155:${id}`),
        accounts: parameters.chainIds.map((id) => `eip155:${id}:${account.address}`),
        methods: ['personal_sign', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
    async request({ chainId, method, params }) {
      requests.push({ chainId, method })
      if (method === 'personal_sign') {
        const [message] = params as [Hex]
        return account.signMessage({ message: { raw: message } })
      }
      if (method === 'wallet_switchEthereumChain') {
        const [{ chainId: target }] = params as [{ chainId: Hex }]
        if (!known.has(Number(target)))
          throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
        return null
      }
      if (method === 'wallet_addEthereumChain') {
        const [{ chainId: added }] = params as [{ chainId: Hex }]
        known.add(Number(added))
        return null
      }
      throw Object.assign(new Error('Method not supported'), { code: 4200 })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    disconnect: async () => undefined,
  }
  const say = (event: RemoteSessionEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { session, requests, say, account }
}

describe('eip155Adapter connectSession', () => {
  it('connects over the session as a wagmi walletConnect connector: signs through the wallet, reads through the RPC', async () => {
    const page = world.openWallet({ accountIndex: 2 })
    const { adapter, config } = await page.load()
    const [networkA, networkB] = world.networks
    const wallet = remoteWallet({ privateKey: page.account.privateKey, chainIds: [networkA.id, networkB.id] })

    const connection = await adapter.connectSession?.({ session: wallet.session, network: networkB })

    expect(connection).toEqual({
      connectorId: 'walletConnect',
      address: wallet.account.address,
      accounts: [{ address: wallet.account.address, type: 'eoa' }],
      chainId: networkB.id,
    })
    expect(getConnection(config)).toMatchObject({ address: wallet.account.address, chainId: networkB.id })
    expect(getConnection(config).connector?.type).toBe('walletConnect')
    const signature = await adapter.signMessage({ message: 'hello remote', address: wallet.account.address })
    expect(
      await verifyMessage({
        address: wallet.account.address,
        message: 'hello remote',
        signature: signature as Hex,
      }),
    ).toBe(true)
    const balance = await adapter.getBalance({ address: wallet.account.address, network: networkB })
    expect(balance.value).toBeGreaterThan(0n)
    expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])
    page.stop()
  })

  it('switches through the session, adding the chain when the wallet says it is unrecognised (docs/behaviour.md#transitions)', async () => {
    const page = world.openWallet({ accountIndex: 2 })
    const { adapter, config, events } = await page.load()
    const [networkA, networkB] = world.networks
    const wallet = remoteWallet({
      privateKey: page.account.privateKey,
      chainIds: [networkA.id, networkB.id],
      knows: [networkA.id],
    })
    await adapter.connectSession?.({ session: wallet.session, network: networkA })

    await adapter.switchNetwork({ network: networkB })

    expect(wallet.requests.map((request) => request.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(getConnection(config).chainId).toBe(networkB.id)
    expect(events).toContainEqual({
      type: 'chainChanged',
      connectorId: 'walletConnect',
      chainId: networkB.id,
    })
    page.stop()
  })

  it("reports the wallet's accountsChanged and the end of the session as adapter events", async () => {
    const page = world.openWallet({ accountIndex: 2 })
    const other = world.devnet.eip155.accounts[3]
    const { adapter, events } = await page.load()
    const [networkA] = world.networks
    const wallet = remoteWallet({ privateKey: page.account.privateKey, chainIds: [networkA.id] })
    await adapter.connectSession?.({ session: wallet.session, network: networkA })

    wallet.say({
      type: 'accountsChanged',
      chainId: `eip155:${networkA.id}`,
      accounts: [`eip155:${networkA.id}:${other?.address}`],
    })
    await expect
      .poll(() => events)
      .toContainEqual({
        type: 'accountsChanged',
        connectorId: 'walletConnect',
        accounts: [other?.address],
      })
    wallet.say({ type: 'deleted' })
    await expect.poll(() => events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
    page.stop()
  })
})
