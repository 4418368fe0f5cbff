import { describe, expect, it } from 'vitest'
import { cdpTestKey, readCdpJwt } from '../testing/cdpTestKeys.js'
import { cdpSigningKey } from './cdpSigningKey.js'
import { CDP_JWT_LIFETIME_S, signCdpJwt } from './signCdpJwt.js'

describe('signCdpJwt', () => {
  const request = {
    method: 'get',
    host: 'api.developer.coinbase.com',
    path: '/onramp/v1/buy/options',
    now: 1_800_000_000,
  }

  for (const kind of ['ed25519', 'ecdsa'] as const)
    it(`signs with a CDP ${kind} secret: the key, issuer, lifetime and request in its claims`, () => {
      const key = cdpTestKey(kind)
      const signingKey = cdpSigningKey(key.secret)
      expect(signingKey?.alg).toBe(kind === 'ed25519' ? 'EdDSA' : 'ES256')
      const token = signCdpJwt({ keyId: key.id, signingKey: signingKey!, ...request })
      const jwt = readCdpJwt(token, key.publicKey)
      expect(jwt?.header).toMatchObject({ alg: signingKey?.alg, kid: key.id, typ: 'JWT' })
      expect(jwt?.header.nonce).toMatch(/^[0-9a-f]{32}$/)
      expect(jwt?.claims).toEqual({
        sub: key.id,
        iss: 'cdp',
        nbf: request.now,
        exp: request.now + CDP_JWT_LIFETIME_S,
        uri: 'GET api.developer.coinbase.com/onramp/v1/buy/options',
      })
      // Another key's public half does not verify it, nor does a token whose claims were changed.
      expect(readCdpJwt(token, cdpTestKey(kind).publicKey)).toBeUndefined()
      const [header, , signature] = token.split('.')
      const forged = Buffer.from(JSON.stringify({ ...jwt?.claims, uri: 'POST elsewhere/x' })).toString(
        'base64url',
      )
      expect(readCdpJwt(`${header}.${forged}.${signature}`, key.publicKey)).toBeUndefined()
    })

  it('gives each token its own nonce', () => {
    const key = cdpTestKey('ed25519')
    const signingKey = cdpSigningKey(key.secret)!
    const nonces = [1, 2].map(
      () => readCdpJwt(signCdpJwt({ keyId: key.id, signingKey, ...request }), key.publicKey)?.header.nonce,
    )
    expect(nonces[0]).not.toEqual(nonces[1])
  })

  it('reads a PEM secret whose new lines were escaped, and refuses what is no CDP key', () => {
    const key = cdpTestKey('ecdsa')
    expect(cdpSigningKey(key.secret.replaceAll('\n', '\\n'))?.alg).toBe('ES256')
    expect(cdpSigningKey('not-a-key')).toBeUndefined()
    expect(cdpSigningKey(Buffer.alloc(32).toString('base64'))).toBeUndefined()
    expect(
      cdpSigningKey('-----BEGIN EC PRIVATE KEY-----\nAAAA\n-----END EC PRIVATE KEY-----'),
    ).toBeUndefined()
  })
})
