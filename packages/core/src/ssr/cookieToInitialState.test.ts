import { describe, expect, it } from 'vitest'
import { cookieToInitialState } from './cookieToInitialState.js'
import { encodeSessionCookie } from './sessionCookie.js'

const session = {
  activeNamespace: 'eip155' as const,
  activeNetworkId: 'eip155:31337' as const,
  connections: {
    eip155: { connectorId: 'io.portico.test', address: '0xabc', caipNetworkId: 'eip155:31337' as const },
  },
}

describe('cookieToInitialState', () => {
  it("reads the session from a request's Cookie header among other cookies", () => {
    const header = `wagmi.store=x; portico_session=${encodeSessionCookie(session)}; theme=dark`
    expect(cookieToInitialState(header)).toEqual(session)
  })

  it('is undefined for a first visit, an empty header or another cookie of the same prefix', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState(null)).toBeUndefined()
    expect(cookieToInitialState('')).toBeUndefined()
    expect(cookieToInitialState('portico_session_other=1; a=b')).toBeUndefined()
  })

  it('drops what a forged cookie holds that is not a well-formed session, never throws', () => {
    expect(cookieToInitialState('portico_session=%7Bnot json')).toBeUndefined()
    expect(cookieToInitialState('portico_session=%E0%A4%A')).toBeUndefined()
    const forged = encodeSessionCookie({
      activeNamespace: 'tron' as never,
      activeNetworkId: 'nope' as never,
      connections: {
        eip155: { connectorId: 'a', address: 'x'.repeat(10_000), caipNetworkId: 'eip155:1' },
        solana: { connectorId: 'phantom', address: 'So1', caipNetworkId: 'solana:dev' },
        cosmos: { connectorId: 3, address: 'c', caipNetworkId: 'cosmos:x' } as never,
      },
    })
    expect(cookieToInitialState(`portico_session=${forged}`)).toEqual({
      connections: { solana: { connectorId: 'phantom', address: 'So1', caipNetworkId: 'solana:dev' } },
    })
  })
})
