import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64urlnopad } from '@scure/base'
import { randomBytes, toHex, utf8 } from '../crypto/bytes.js'

/** Multicodec prefix of an Ed25519 public key in a did:key. */
const ED25519_MULTICODEC = [0xed, 0x01]

/** The client's relay identity: an Ed25519 key, kept for the client's life (the relay counts per identity). */
export type RelayIdentity = { secretKey: Uint8Array; did: string }

export function createRelayIdentity(secretKey: Uint8Array = ed25519.utils.randomSecretKey()): RelayIdentity {
  const publicKey = ed25519.getPublicKey(secretKey)
  return {
    secretKey,
    did: `did:key:z${base58.encode(new Uint8Array([...ED25519_MULTICODEC, ...publicKey]))}`,
  }
}

/** The `auth` JWT a relay expects: EdDSA, issued by the identity's did:key, for `relayUrl`. */
export function signRelayJwt(identity: RelayIdentity, relayUrl: string, ttlSeconds = 86_400): string {
  const iat = Math.floor(Date.now() / 1_000)
  const encode = (value: object) => base64urlnopad.encode(utf8(JSON.stringify(value)))
  const data = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({
    iss: identity.did,
    sub: toHex(randomBytes(32)),
    aud: relayUrl,
    iat,
    exp: iat + ttlSeconds,
  })}`
  return `${data}.${base64urlnopad.encode(ed25519.sign(utf8(data), identity.secretKey))}`
}
