import { describe, expect, it, vi } from 'vitest'
import { NotConnectedError } from '../errors/NotConnectedError.js'
import type { DriverSession } from './DriverSession.js'
import { sessionTable } from './sessionTable.js'

const session = (wallet: string, address: string): DriverSession<string> => ({
  wallet,
  address,
  accounts: [{ address, type: 'eoa' }],
})

describe('sessionTable', () => {
  it('keeps the last started session active and finds a session by address', () => {
    const sessions = sessionTable({
      chainName: 'Solana',
      watchBalance: () => () => undefined,
      follow: () => () => undefined,
    })
    const first = session('A', 'addr-a')
    const second = session('B', 'addr-b')
    sessions.start('a', first)
    sessions.start('b', second)
    expect(sessions.active()).toBe(second)
    expect(sessions.of('addr-a')).toBe(first)
    expect(() => sessions.of('addr-c')).toThrow(
      new NotConnectedError({ address: 'addr-c', chainName: 'Solana' }),
    )
    expect(() => sessions.of('addr-c')).toThrow('No Solana wallet is connected with addr-c')
  })

  it("stops an ended session's watchers; ending the active one leaves none active", () => {
    const stopEvents = vi.fn()
    const stopBalance = vi.fn()
    const sessions = sessionTable({
      chainName: 'Bitcoin',
      watchBalance: () => stopBalance,
      follow: () => stopEvents,
    })
    sessions.start('gone', session('Gone', 'addr'))
    sessions.end('gone')
    expect(stopEvents).toHaveBeenCalledOnce()
    expect(stopBalance).toHaveBeenCalledOnce()
    expect(sessions.active()).toBeUndefined()
  })

  it('watches the new address when a session is replaced, and stops the old watcher', () => {
    const watched: string[] = []
    const stops: string[] = []
    const sessions = sessionTable({
      chainName: 'Solana',
      watchBalance: (_connectorId, address) => {
        watched.push(address)
        return () => stops.push(address)
      },
      follow: () => () => undefined,
    })
    sessions.start('a', session('A', 'addr-1'))
    sessions.replace('a', session('A', 'addr-2'))
    expect(watched).toEqual(['addr-1', 'addr-2'])
    expect(stops).toEqual(['addr-1'])
  })
})
