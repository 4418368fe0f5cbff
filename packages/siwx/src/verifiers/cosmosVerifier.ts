import type { SiwxVerifier } from './SiwxVerifier.js'

/** Verifies Cosmos sign-ins (ADR-36 `signArbitrary`); the curve code loads on first use. */
export function cosmosVerifier(): SiwxVerifier {
  return {
    namespace: 'cosmos',
    async verify({ message, signature, address }) {
      const { verifyCosmosSignature } = await import('./cosmos/verifyCosmosSignature.js')
      return verifyCosmosSignature(message, signature, address)
    },
  }
}
