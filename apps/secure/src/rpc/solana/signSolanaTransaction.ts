import { ed25519 } from '@noble/curves/ed25519.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { walletSignerIndex } from './walletSignerIndex.js'

const SIGNATURE_BYTES = 64

/**
 * Signs a wire transaction with the wallet's Solana key: the signature goes into the wallet's own slot and every
 * other slot (another signer's, filled or not) stays as it came. Refuses a transaction the wallet is not a signer of.
 */
export function signSolanaTransaction(
  wire: Uint8Array,
  key: { secret: Uint8Array; address: string },
): { transaction: Uint8Array; signature: Uint8Array } {
  const decoded = decodeSolanaTransaction(wire)
  const slot = decoded.signaturesOffset + walletSignerIndex(decoded, key.address) * SIGNATURE_BYTES
  const signature = ed25519.sign(decoded.message, key.secret)
  const transaction = Uint8Array.from(wire)
  transaction.set(signature, slot)
  return { transaction, signature }
}
