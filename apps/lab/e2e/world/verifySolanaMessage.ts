import { createPublicKey, verify } from 'node:crypto'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32-byte key follows. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

function fromBase58(text: string): Buffer {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) throw new Error(`Not base58: ${text}`)
    value = value * 58n + BigInt(digit)
  }
  const hex = value === 0n ? '' : value.toString(16).padStart(2, '0')
  const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
  const zeros = text.length - text.replace(/^1+/, '').length
  return Buffer.concat([Buffer.alloc(zeros), bytes])
}

/** Whether a base58 ed25519 signature (what @portico/adapter-solana's signMessage answers) of `message` is by `address`. */
export function verifySolanaMessage(message: string, signature: string, address: string): boolean {
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, fromBase58(address)]),
    format: 'der',
    type: 'spki',
  })
  return verify(null, Buffer.from(message, 'utf8'), key, fromBase58(signature))
}
