import { generateKeyPairSync, type KeyObject, verify } from 'node:crypto'

/** A CDP secret API key as Coinbase's dashboard hands it out, and its public half to check what it signs. */
export type CdpTestKey = { id: string; secret: string; publicKey: KeyObject }

/**
 * A fresh CDP key for tests: Ed25519 (base64 of seed and public key, 64 bytes) or ECDSA on P-256 (a PEM
 * `EC PRIVATE KEY`), the two kinds CDP issues.
 */
export function cdpTestKey(kind: 'ed25519' | 'ecdsa', id = 'organizations/org1/apiKeys/key1'): CdpTestKey {
  if (kind === 'ecdsa') {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    return { id, secret: String(privateKey.export({ type: 'sec1', format: 'pem' })), publicKey }
  }
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const seed = privateKey.export({ type: 'pkcs8', format: 'der' }).subarray(-32)
  const raw = publicKey.export({ type: 'spki', format: 'der' }).subarray(-32)
  return { id, secret: Buffer.concat([seed, raw]).toString('base64'), publicKey }
}

export type CdpJwt = { header: Record<string, unknown>; claims: Record<string, unknown> }

/** A CDP JWT's header and claims when its signature holds under the public key (EdDSA or ES256); else undefined. */
export function readCdpJwt(token: string, publicKey: KeyObject): CdpJwt | undefined {
  const [header = '', claims = '', signature = ''] = token.split('.')
  try {
    const parsed = {
      header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
      claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>,
    }
    const data = Buffer.from(`${header}.${claims}`)
    const bytes = Buffer.from(signature, 'base64url')
    const holds =
      parsed.header.alg === 'EdDSA'
        ? verify(null, data, publicKey, bytes)
        : parsed.header.alg === 'ES256' &&
          verify('sha256', data, { key: publicKey, dsaEncoding: 'ieee-p1363' }, bytes)
    return holds ? parsed : undefined
  } catch {
    return undefined
  }
}
