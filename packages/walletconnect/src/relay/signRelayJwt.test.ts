import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createRelayIdentity, signRelayJwt } from './signRelayJwt.js'

describe('signRelayJwt', () => {
  it("signs an EdDSA JWT for the relay URL, issued by the identity's did:key", () => {
    const identity = createRelayIdentity()
    const jwt = signRelayJwt(identity, 'ws://127.0.0.1:8787/relay')
    const [header, payload, signature] = jwt.split('.') as [string, string, string]
    const decode = (part: string) => JSON.parse(new TextDecoder().decode(base64urlnopad.decode(part)))
    expect(decode(header)).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    const claims = decode(payload)
    expect(claims).toMatchObject({ iss: identity.did, aud: 'ws://127.0.0.1:8787/relay' })
    expect(claims.exp - claims.iat).toBe(86_400)
    const publicKey = base58.decode(identity.did.slice('did:key:z'.length)).subarray(2)
    expect(
      ed25519.verify(
        base64urlnopad.decode(signature),
        new TextEncoder().encode(`${header}.${payload}`),
        publicKey,
      ),
    ).toBe(true)
    expect(identity.did).toMatch(/^did:key:z6Mk/)
  })
})
