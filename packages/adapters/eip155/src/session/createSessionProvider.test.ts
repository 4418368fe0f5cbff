import type { RemoteSession, RemoteSessionEvent } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createSessionProvider } from './createSessionProvider.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** A session in memory (unit scope): records the wallet requests, lets the test speak for the wallet. */
function fakeSession() {
  const requests: { chainId: string; method: string; params: unknown }[] = []
  const listeners = new Set<(event: RemoteSessionEvent) => void>()
  const session: RemoteSession = {
    connectorId: 'walletConnect',
    namespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        accounts: [`eip155:1:${ALICE}`, `eip155:10:${ALICE}`],
        methods: ['personal_sign'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
    async request(parameters) {
      requests.push(parameters)
      return '0xsigned'
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    disconnect: async () => undefined,
  }
  const wallet = (event: RemoteSessionEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { session, requests, wallet }
}

describe('createSessionProvider', () => {
  it('answers accounts and chain from the session and sends wallet methods for the current chain', async () => {
    const { session, requests } = fakeSession()
    const provider = createSessionProvider({ session, rpcUrls: {} })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ALICE])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', ALICE] })).toBe('0xsigned')
    expect(requests).toEqual([{ chainId: 'eip155:1', method: 'personal_sign', params: ['0x68', ALICE] }])
  })

  it('sends every wallet_* method to the wallet (assets, permissions, ones it may not know), never to the chain', async () => {
    const { session, requests } = fakeSession()
    const provider = createSessionProvider({ session, rpcUrls: {} })
    for (const method of [
      'wallet_getAssets',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_foo',
    ])
      expect(await provider.request({ method, params: [] })).toBe('0xsigned')
    expect(requests.map((request) => request.method)).toEqual([
      'wallet_getAssets',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_foo',
    ])
  })

  it('moves to the chain the wallet switched to, and says so', async () => {
    const { session, requests } = fakeSession()
    const provider = createSessionProvider({ session, rpcUrls: {} })
    const chains: unknown[] = []
    provider.on('chainChanged', (chainId) => chains.push(chainId))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(requests[0]).toMatchObject({ chainId: 'eip155:1', method: 'wallet_switchEthereumChain' })
    expect(chains).toEqual(['0xa'])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
  })

  it("turns the wallet's events into EIP-1193 events", () => {
    const { session, wallet } = fakeSession()
    const provider = createSessionProvider({ session, rpcUrls: {} })
    const seen: unknown[] = []
    provider.on('accountsChanged', (accounts) => seen.push(['accounts', accounts]))
    provider.on('chainChanged', (chainId) => seen.push(['chain', chainId]))
    provider.on('disconnect', (error) => seen.push(['disconnect', (error as { code: number }).code]))
    wallet({ type: 'accountsChanged', chainId: 'eip155:1', accounts: [`eip155:1:${BOB}`] })
    wallet({ type: 'chainChanged', chainId: 'eip155:10' })
    wallet({ type: 'chainChanged', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    wallet({ type: 'deleted' })
    expect(seen).toEqual([
      ['accounts', [BOB]],
      ['chain', '0xa'],
      ['disconnect', 4900],
    ])
  })

  it('refuses a read for a chain without an RPC URL, with EIP-1193 code 4901', async () => {
    const { session } = fakeSession()
    const provider = createSessionProvider({ session, rpcUrls: {} })
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4901,
      message: 'No RPC URL for chain 1',
    })
  })
})
