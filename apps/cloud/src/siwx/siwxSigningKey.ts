import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { Storage } from '../storage/Storage.js'

export const SIWX_ALGORITHM = 'ES256'

export type SiwxSigningKey = {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicJwk: JWK
}

/**
 * The key the cloud signs session tokens with: made once and kept in storage, so every node of a deployment
 * signs with it and the JWKS they publish agree.
 */
export async function loadSiwxSigningKey(storage: Storage): Promise<SiwxSigningKey> {
  const { privateKey } = await generateKeyPair(SIWX_ALGORITHM, { extractable: true })
  const candidate = { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: SIWX_ALGORITHM }
  await storage.query(
    `insert into siwx_signing_keys (id, private_jwk) values ('current', $1::jsonb) on conflict (id) do nothing`,
    [JSON.stringify(candidate)],
  )
  const [row] = await storage.query<{ private_jwk: JWK | string }>(
    `select private_jwk from siwx_signing_keys where id = 'current'`,
  )
  if (!row) throw new Error('no sign-in signing key')
  const jwk = (typeof row.private_jwk === 'string' ? JSON.parse(row.private_jwk) : row.private_jwk) as JWK
  const { d: _private, ...publicJwk } = jwk
  return {
    kid: jwk.kid ?? 'current',
    privateKey: (await importJWK(jwk, SIWX_ALGORITHM)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, SIWX_ALGORITHM)) as CryptoKey,
    publicJwk: { ...publicJwk, use: 'sig' },
  }
}
