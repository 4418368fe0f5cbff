import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { NotConnectedError } from '../errors/NotConnectedError.js'
import type { WalletSession } from './WalletSession.js'
import { walletSessions } from './walletSessions.js'

const wallet = (name: string) => ({ name }) as Wallet
const session = (of: Wallet, address: string): WalletSession => ({
  wallet: of,
  accounts: [{ address }],
  stopEvents: vi.fn(),
  stopBalance: vi.fn(),
})

describe('walletSessions', () => {
  it('keeps the last started session active and finds a session by address', () => {
    const sessions = walletSessions({ chainName: 'Solana' })
    const first = session(wallet('A'), 'addr-a')
    const second = session(wallet('B'), 'addr-b')
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
    const sessions = walletSessions({ chainName: 'Bitcoin' })
    const gone = wallet('Gone')
    const ended = session(gone, 'addr')
    sessions.start('gone', ended)
    expect(sessions.endWallets([gone])).toEqual(['gone'])
    expect(ended.stopEvents).toHaveBeenCalledOnce()
    expect(ended.stopBalance).toHaveBeenCalledOnce()
    expect(sessions.active()).toBeUndefined()
  })
})
