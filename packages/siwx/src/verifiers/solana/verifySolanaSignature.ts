import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'

/** A Solana message signature: ed25519 over the UTF-8 message, signature and key in base58. */
export function verifySolanaSignature(message: string, signature: string, address: string): boolean {
  try {
    const publicKey = base58.decode(address)
    const bytes = base58.decode(signature)
    if (publicKey.length !== 32 || bytes.length !== 64) return false
    return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
