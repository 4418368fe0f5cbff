import type { SiwxVerifier } from './SiwxVerifier.js'

/** Verifies Solana sign-ins (ed25519); the curve code loads on first use. */
export function solanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify({ message, signature, address }) {
      const { verifySolanaSignature } = await import('./solana/verifySolanaSignature.js')
      return verifySolanaSignature(message, signature, address)
    },
  }
}
