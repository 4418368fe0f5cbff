import { chacha20poly1305 } from '@noble/ciphers/chacha.js'
import { base64 } from '@scure/base'
import { fromHex, fromUtf8, randomBytes, utf8 } from './bytes.js'

const TYPE_0 = 0
const IV_LENGTH = 12

/** Seals a JSON-RPC payload for a topic: a type-0 envelope (type byte, 12-byte IV, ChaCha20-Poly1305), base64. */
export function sealEnvelope(symKey: string, message: string): string {
  const iv = randomBytes(IV_LENGTH)
  const sealed = chacha20poly1305(fromHex(symKey), iv).encrypt(utf8(message))
  const out = new Uint8Array(1 + IV_LENGTH + sealed.length)
  out[0] = TYPE_0
  out.set(iv, 1)
  out.set(sealed, 1 + IV_LENGTH)
  return base64.encode(out)
}

/** Opens a type-0 envelope; throws on another type or a wrong key (the tag does not match). */
export function openEnvelope(symKey: string, envelope: string): string {
  const bytes = base64.decode(envelope)
  if (bytes[0] !== TYPE_0) throw new Error(`Unsupported envelope type ${bytes[0]}`)
  const iv = bytes.subarray(1, 1 + IV_LENGTH)
  return fromUtf8(chacha20poly1305(fromHex(symKey), iv).decrypt(bytes.subarray(1 + IV_LENGTH)))
}
