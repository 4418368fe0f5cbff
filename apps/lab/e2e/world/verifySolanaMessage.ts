import { createPublicKey, verify } from 'node:crypto'
import { fromBase58 } from './fromBase58.js'

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32-byte key follows. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/**
 * Whether a base58 ed25519 signature (what @portico/adapter-solana's signMessage answers) of `message` (text, or
 * bytes such as a transaction's message) is by `address`.
 */
export function verifySolanaMessage(
  message: string | Uint8Array,
  signature: string,
  address: string,
): boolean {
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, fromBase58(address)]),
    format: 'der',
    type: 'spki',
  })
  return verify(
    null,
    typeof message === 'string' ? Buffer.from(message, 'utf8') : message,
    key,
    fromBase58(signature),
  )
}
