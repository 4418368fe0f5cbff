import { createPublicKey, verify } from 'node:crypto'
import { base58, base64urlnopad } from '@scure/base'

/** The claims of a relay client's auth JWT that the relay uses. */
export type RelayJwtClaims = {
  /** The client's did:key (an Ed25519 key): its identity for the mailbox and the rate limit. */
  iss: string
  aud: string
  sub: string
  iat: number
  exp: number
}

export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

/**
 * A JWT valid in every other way whose `iat` is further in the future than phones drift: the client's clock is ahead.
 * The relay tells such a client why (a close code it can show), where other refusals carry their HTTP status only.
 */
export class RelayJwtNotYetValidError extends RelayAuthError {
  override name = 'RelayJwtNotYetValidError'
  constructor() {
    super('auth JWT is issued in the future')
  }
}

/** Multicodec prefix of an Ed25519 public key (0xed, varint-encoded). */
const ED25519_MULTICODEC = [0xed, 0x01]
/** ASN.1 SubjectPublicKeyInfo header of a raw 32-byte Ed25519 key, so node:crypto can verify with it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')
/** Clocks of phones drift: an `iat` up to this far in the future is accepted. */
const CLOCK_SKEW_SECONDS = 300

export type VerifyRelayJwtOptions = {
  /** Longest `exp` − `iat` accepted, in seconds: a longer-lived JWT is refused. */
  maxLifetimeSeconds: number
  nowSeconds?: number
}

/**
 * Verifies the JWT a WalletConnect client puts in `?auth=` (did:key issuer, EdDSA over Ed25519, as
 * @walletconnect/relay-auth signs it), that it is meant for this relay (`audience(aud)` decides) and that it lives
 * no longer than `maxLifetimeSeconds`. Throws RelayAuthError with the reason (RelayJwtNotYetValidError when only the
 * client's clock is wrong).
 */
export function verifyRelayJwt(
  jwt: string,
  audience: (aud: string) => boolean,
  { maxLifetimeSeconds, nowSeconds = Math.floor(Date.now() / 1_000) }: VerifyRelayJwtOptions,
): RelayJwtClaims {
  const parts = jwt.split('.')
  if (parts.length !== 3) throw new RelayAuthError('auth is not a JWT')
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string]
  const header = decodeJson(encodedHeader) as { alg?: unknown; typ?: unknown }
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT') throw new RelayAuthError('auth JWT must be EdDSA')
  const claims = decodeJson(encodedPayload) as Partial<RelayJwtClaims>
  if (
    typeof claims.iss !== 'string' ||
    typeof claims.aud !== 'string' ||
    typeof claims.iat !== 'number' ||
    typeof claims.exp !== 'number'
  ) {
    throw new RelayAuthError('auth JWT lacks iss, aud, iat or exp')
  }
  const publicKey = publicKeyOfDid(claims.iss)
  const signature = decodeBase64url(encodedSignature)
  const signed = Buffer.from(`${encodedHeader}.${encodedPayload}`, 'utf8')
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]),
    format: 'der',
    type: 'spki',
  })
  if (signature.length !== 64 || !verify(null, signed, key, signature)) {
    throw new RelayAuthError('auth JWT signature is invalid')
  }
  if (claims.exp <= nowSeconds) throw new RelayAuthError('auth JWT has expired')
  if (claims.exp - claims.iat > maxLifetimeSeconds)
    throw new RelayAuthError(`auth JWT lives longer than ${maxLifetimeSeconds} s`)
  if (!audience(claims.aud)) throw new RelayAuthError(`auth JWT is for another relay (aud ${claims.aud})`)
  // Last: only a JWT that is right in all else is told apart as not yet valid.
  if (claims.iat > nowSeconds + CLOCK_SKEW_SECONDS) throw new RelayJwtNotYetValidError()
  return {
    iss: claims.iss,
    aud: claims.aud,
    sub: typeof claims.sub === 'string' ? claims.sub : '',
    iat: claims.iat,
    exp: claims.exp,
  }
}

/** The raw Ed25519 key of `did:key:z6Mk…`. */
function publicKeyOfDid(did: string): Uint8Array {
  const prefix = 'did:key:z'
  if (!did.startsWith(prefix)) throw new RelayAuthError('auth JWT issuer is not a did:key')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(did.slice(prefix.length))
  } catch {
    throw new RelayAuthError('auth JWT issuer is not a did:key')
  }
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) {
    throw new RelayAuthError('auth JWT issuer is not an Ed25519 did:key')
  }
  return bytes.subarray(2)
}

function decodeBase64url(text: string): Uint8Array {
  try {
    return base64urlnopad.decode(text.replace(/=+$/, ''))
  } catch {
    throw new RelayAuthError('auth JWT is not base64url')
  }
}

function decodeJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(decodeBase64url(text)).toString('utf8'))
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>
  } catch (error) {
    if (error instanceof RelayAuthError) throw error
  }
  throw new RelayAuthError('auth JWT is not JSON')
}
