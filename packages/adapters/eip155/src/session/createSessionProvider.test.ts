import type { RemoteSession, RemoteSessionEvent } from '@portico/core'
import { type BaseError, createWalletClient, custom, UnsupportedProviderMethodError } from 'viem'
import { sendCalls } from 'viem/actions'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { WalletMethodNotSupportedError } from '../errors/WalletMethodNotSupportedError.js'
import { createSessionProvider } from './createSessionProvider.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** A session in memory (unit scope): records the wallet requests, lets the test speak for the wallet. */
function fakeSession(methods = ['personal_sign']) {
  const requests: { chainId: string; method: string; params: unknown }[] = []
  const listeners = new Set<(event: RemoteSessionEvent) => void>()
  const session: RemoteSession = {
    connectorId: 'walletConnect',
    peer: { name: 'Phone Wallet' },
    namespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        accounts: [`eip155:1:${ALICE}`, `eip155:10:${ALICE}`],
        methods,
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

  it("sends EIP-5792's four methods to a wallet whose session approved them", async () => {
    const calls = [
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_showCallsStatus',
    ]
    const { session, requests } = fakeSession(['personal_sign', ...calls])
    const provider = createSessionProvider({ session, rpcUrls: {} })
    for (const method of calls) expect(await provider.request({ method, params: [] })).toBe('0xsigned')
    expect(requests.map((request) => `${request.chainId} ${request.method}`)).toEqual(
      calls.map((method) => `eip155:1 ${method}`),
    )
  })

  it('answers EIP-5792 for a wallet whose session lacks it with a 4200 WalletMethodNotSupportedError, asking nothing; viem reads it and falls back to one transaction per call only where the app opted in', async () => {
    const { session, requests } = fakeSession(['personal_sign', 'eth_sendTransaction'])
    const provider = createSessionProvider({ session, rpcUrls: {} })
    for (const method of [
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_showCallsStatus',
    ]) {
      const error = await provider.request({ method, params: [] }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(WalletMethodNotSupportedError)
      expect(error).toMatchObject({
        code: 4200,
        method,
        shortMessage: `Phone Wallet does not support ${method}`,
      })
    }
    expect(requests).toEqual([])

    const client = createWalletClient({ account: ALICE, transport: custom(provider) })
    const batch = { calls: [{ to: BOB as `0x${string}`, value: 1n }], chain: mainnet }
    const refused = (await sendCalls(client, batch).catch((caught: unknown) => caught)) as BaseError
    expect(refused.walk()).toMatchObject({ name: 'WalletMethodNotSupportedError', code: 4200 })
    expect(refused.walk((cause) => (cause as Error).name === 'UnsupportedProviderMethodError')).toMatchObject(
      {
        code: UnsupportedProviderMethodError.code,
      },
    )
    expect(requests).toEqual([])
    await sendCalls(client, { ...batch, experimental_fallback: true })
    expect(requests.map((request) => request.method)).toEqual(['eth_sendTransaction'])
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

  it('answers a switch to the chain it is on without asking the wallet', async () => {
    const { session, requests } = fakeSession()
    const provider = createSessionProvider({ session, rpcUrls: {} })
    const chains: unknown[] = []
    provider.on('chainChanged', (chainId) => chains.push(chainId))
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).toBe(null)
    expect(requests).toEqual([])
    expect(chains).toEqual([])
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
