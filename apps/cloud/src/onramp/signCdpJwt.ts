import { randomBytes, sign } from 'node:crypto'
import type { CdpSigningKey } from './cdpSigningKey.js'

/** How long a JWT for one CDP request is good for: Coinbase's own tools sign for two minutes. */
export const CDP_JWT_LIFETIME_S = 120

export type CdpJwtRequest = {
  /** The API key's id (`organizations/…/apiKeys/…` or a UUID). */
  keyId: string
  signingKey: CdpSigningKey
  method: string
  /** The API's host, e.g. `api.developer.coinbase.com` (with its port when it has one). */
  host: string
  /** The request's path without its query, e.g. `/onramp/v1/buy/options`. */
  path: string
  /** Unix seconds; the clock by default. */
  now?: number
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * The bearer token for one request to a CDP API: a JWT naming the key (`kid`, `sub`), issued by `cdp`, good from now
 * for CDP_JWT_LIFETIME_S, bound to the request by its `uri` claim (`METHOD host/path`), with a fresh nonce, signed
 * with the key (EdDSA or ES256, the signature as JWS wants it: r and s side by side for ES256).
 */
export function signCdpJwt({ keyId, signingKey, method, host, path, now }: CdpJwtRequest): string {
  const issuedAt = now ?? Math.floor(Date.now() / 1000)
  const header = { alg: signingKey.alg, kid: keyId, typ: 'JWT', nonce: randomBytes(16).toString('hex') }
  const claims = {
    sub: keyId,
    iss: 'cdp',
    nbf: issuedAt,
    exp: issuedAt + CDP_JWT_LIFETIME_S,
    uri: `${method.toUpperCase()} ${host}${path}`,
  }
  const signed = `${base64url(header)}.${base64url(claims)}`
  const signature =
    signingKey.alg === 'EdDSA'
      ? sign(null, Buffer.from(signed), signingKey.key)
      : sign('sha256', Buffer.from(signed), { key: signingKey.key, dsaEncoding: 'ieee-p1363' })
  return `${signed}.${signature.toString('base64url')}`
}
