import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'

const PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/** Bitcoin's compact-size length prefix. */
function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  return Uint8Array.of(0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24)
}

/** What a legacy ("Bitcoin Signed Message") signature signs: double SHA-256 of the prefixed message. */
export function bitcoinMessageHash(message: Uint8Array): Uint8Array {
  return sha256(sha256(concatBytes(PREFIX, compactSize(message.length), message)))
}
