import { base64 } from '@scure/base'
import { verifyBip137Signature } from './verifyBip137Signature.js'
import { verifyBip322Signature } from './verifyBip322Signature.js'

/** A base64 Bitcoin message signature: BIP-137 (65 bytes) or BIP-322 simple (a witness). */
export function verifyBitcoinSignature(message: string, signature: string, address: string): boolean {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(signature)
  } catch {
    return false
  }
  try {
    if (bytes.length === 65 && verifyBip137Signature(message, bytes, address)) return true
    return verifyBip322Signature(message, bytes, address)
  } catch {
    return false
  }
}
