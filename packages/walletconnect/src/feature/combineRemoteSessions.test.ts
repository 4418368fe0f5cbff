import type { RemoteSession, RemoteSessionEvent } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { combineRemoteSessions } from './combineRemoteSessions.js'

/** A session part holding one namespace on one chain; it answers requests with its own name. */
function part(name: string, namespace: string, chain: string) {
  const listeners = new Set<(event: RemoteSessionEvent) => void>()
  const ended: string[] = []
  const session: RemoteSession = {
    connectorId: 'walletConnect',
    peer: { name: 'Phone' },
    namespaces: { [namespace]: { chains: [chain], accounts: [`${chain}:${name}`], methods: [], events: [] } },
    request: async () => name,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    disconnect: async () => void ended.push(name),
  }
  const emit = (event: RemoteSessionEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { session, emit, ended }
}

describe('combineRemoteSessions', () => {
  it('holds the namespaces of every part and sends each request to the part holding its chain', async () => {
    const evm = part('evm', 'eip155', 'eip155:1')
    const sol = part('sol', 'solana', 'solana:abc')
    const combined = combineRemoteSessions(evm.session, () => undefined)
    combined.add(sol.session)
    expect(Object.keys(combined.remote.namespaces)).toEqual(['eip155', 'solana'])
    expect(combined.remote.peer).toEqual({ name: 'Phone' })
    await expect(combined.remote.request({ chainId: 'solana:abc', method: 'm', params: [] })).resolves.toBe(
      'sol',
    )
    await expect(combined.remote.request({ chainId: 'eip155:1', method: 'm', params: [] })).resolves.toBe(
      'evm',
    )
  })

  it('ends every part once when the widget disconnects, or when the wallet ends any part', async () => {
    const evm = part('evm', 'eip155', 'eip155:1')
    const sol = part('sol', 'solana', 'solana:abc')
    let endings = 0
    const combined = combineRemoteSessions(evm.session, () => endings++)
    combined.add(sol.session)
    const events: RemoteSessionEvent[] = []
    combined.remote.subscribe((event) => events.push(event))
    sol.emit({ type: 'deleted' })
    expect(events).toEqual([{ type: 'deleted' }])
    await combined.remote.disconnect()
    expect(evm.ended).toEqual(['evm'])
    expect(sol.ended).toEqual([])
    expect(endings).toBe(1)
  })

  it("passes the parts' events on, a namespace update as the union", () => {
    const evm = part('evm', 'eip155', 'eip155:1')
    const sol = part('sol', 'solana', 'solana:abc')
    const combined = combineRemoteSessions(evm.session, () => undefined)
    combined.add(sol.session)
    const events: RemoteSessionEvent[] = []
    combined.remote.subscribe((event) => events.push(event))
    evm.emit({ type: 'chainChanged', chainId: 'eip155:8453' })
    sol.emit({ type: 'namespacesChanged', namespaces: sol.session.namespaces })
    expect(events[0]).toEqual({ type: 'chainChanged', chainId: 'eip155:8453' })
    expect(events[1]?.type === 'namespacesChanged' && Object.keys(events[1].namespaces)).toEqual([
      'eip155',
      'solana',
    ])
  })
})
