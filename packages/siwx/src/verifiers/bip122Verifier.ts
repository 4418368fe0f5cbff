import type { SiwxVerifier } from './SiwxVerifier.js'

/** Verifies Bitcoin sign-ins (BIP-137 and BIP-322 simple); the Bitcoin code loads on first use. */
export function bip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify({ message, signature, address }) {
      const { verifyBitcoinSignature } = await import('./bip122/verifyBitcoinSignature.js')
      return verifyBitcoinSignature(message, signature, address)
    },
  }
}
