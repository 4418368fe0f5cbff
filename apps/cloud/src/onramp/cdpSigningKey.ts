import { createPrivateKey, type KeyObject } from 'node:crypto'

/** A Coinbase Developer Platform secret API key, ready to sign: Ed25519 (`EdDSA`) or ECDSA on P-256 (`ES256`). */
export type CdpSigningKey = { key: KeyObject; alg: 'EdDSA' | 'ES256' }

/** PKCS #8 for an Ed25519 private key, up to its 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/**
 * The key a CDP secret stands for: an Ed25519 secret is base64 of 64 bytes (its seed, then its public key), an
 * ECDSA secret a PEM `EC PRIVATE KEY` on P-256 (escaped `\n` as some dashboards copy it are read as new lines).
 * Undefined for anything else; the secret itself never appears in an error.
 */
export function cdpSigningKey(secret: string): CdpSigningKey | undefined {
  const text = secret.trim()
  try {
    if (text.startsWith('-----BEGIN')) {
      const key = createPrivateKey(text.replaceAll('\\n', '\n'))
      return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
        ? { key, alg: 'ES256' }
        : undefined
    }
    if (!/^[A-Za-z0-9+/]{86}==$/.test(text)) return undefined
    const seed = Buffer.from(text, 'base64').subarray(0, 32)
    const key = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    })
    return { key, alg: 'EdDSA' }
  } catch {
    return undefined
  }
}
