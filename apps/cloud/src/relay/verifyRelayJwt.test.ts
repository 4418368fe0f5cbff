import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { RelayJwtNotYetValidError, verifyRelayJwt } from './verifyRelayJwt.js'

const RELAY = 'ws://127.0.0.1:8787/relay'
const forRelay = (aud: string) => aud === RELAY
const DAY = { maxLifetimeSeconds: 86_400 }

describe('verifyRelayJwt', () => {
  it('accepts the JWT the official relay-auth signs, and names the client by its did:key', async () => {
    const keys = generateKeyPair()
    const jwt = await signJWT('a1b2', RELAY, 86_400, keys)
    const claims = verifyRelayJwt(jwt, forRelay, DAY)
    expect(claims.iss).toMatch(/^did:key:z6Mk/)
    expect(claims.aud).toBe(RELAY)
  })

  it('refuses a JWT meant for another relay', async () => {
    const jwt = await signJWT('a1b2', 'wss://relay.example.org', 86_400, generateKeyPair())
    expect(() => verifyRelayJwt(jwt, forRelay, DAY)).toThrow(
      'auth JWT is for another relay (aud wss://relay.example.org)',
    )
  })

  it('refuses a JWT whose signature does not match its issuer', async () => {
    const jwt = await signJWT('a1b2', RELAY, 86_400, generateKeyPair())
    const other = await signJWT('a1b2', RELAY, 86_400, generateKeyPair())
    const [header, payload] = jwt.split('.')
    const forged = `${header}.${payload}.${other.split('.')[2]}`
    expect(() => verifyRelayJwt(forged, forRelay, DAY)).toThrow('auth JWT signature is invalid')
  })

  it('refuses an expired JWT', async () => {
    const jwt = await signJWT('a1b2', RELAY, 60, generateKeyPair())
    expect(() =>
      verifyRelayJwt(jwt, forRelay, { ...DAY, nowSeconds: Math.floor(Date.now() / 1_000) + 120 }),
    ).toThrow('auth JWT has expired')
  })

  it('refuses a JWT that lives longer than the relay allows (the official clients sign for one day)', async () => {
    const jwt = await signJWT('a1b2', RELAY, 30 * 86_400, generateKeyPair())
    expect(() => verifyRelayJwt(jwt, forRelay, DAY)).toThrow('auth JWT lives longer than 86400 s')
  })

  it('tells a JWT issued in the future apart (a clock ahead) only when all else about it is right', async () => {
    const aheadBy = (seconds: number) => Math.floor(Date.now() / 1_000) + seconds
    const ahead = await signJWT('a1b2', RELAY, 86_400, generateKeyPair(), aheadBy(600))
    expect(() => verifyRelayJwt(ahead, forRelay, DAY)).toThrow(RelayJwtNotYetValidError)
    const aheadElsewhere = await signJWT(
      'a1b2',
      'wss://relay.example.org',
      86_400,
      generateKeyPair(),
      aheadBy(600),
    )
    expect(() => verifyRelayJwt(aheadElsewhere, forRelay, DAY)).toThrow('auth JWT is for another relay')
    const drifted = await signJWT('a1b2', RELAY, 86_400, generateKeyPair(), aheadBy(240))
    expect(verifyRelayJwt(drifted, forRelay, DAY).aud).toBe(RELAY)
  })

  it('refuses what is not a JWT, with a reason and no crash', () => {
    for (const [input, reason] of [
      ['', 'auth is not a JWT'],
      ['YWJj.e30.x', 'auth JWT is not JSON'],
      ['a.b.c', 'auth JWT is not base64url'],
      [`${btoa('{"alg":"none","typ":"JWT"}')}.e30.x`, 'auth JWT must be EdDSA'],
    ] as const) {
      expect(() => verifyRelayJwt(input, forRelay, DAY)).toThrow(reason)
    }
  })
})
