import { ed25519 } from '@noble/curves/ed25519.js'
import { toBase58 } from './toBase58.js'

/**
 * A new Solana key for the Solana test wallet: 64 bytes (seed and public key) as the wallet takes it, and its base58
 * address. Nothing funds it, so its balances are what the test itself brings in.
 */
export function freshSolanaKey(): { secretKey: number[]; address: string } {
  const seed = ed25519.utils.randomSecretKey()
  const publicKey = ed25519.getPublicKey(seed)
  return { secretKey: [...seed, ...publicKey], address: toBase58(publicKey) }
}
