import type { SiwxVerifier } from './SiwxVerifier.js'

/** Verifies Polkadot sign-ins (sr25519 and the other extension keys, `<Bytes>` wrapping); loads on first use. */
export function polkadotVerifier(): SiwxVerifier {
  return {
    namespace: 'polkadot',
    async verify({ message, signature, address }) {
      const { verifyPolkadotSignature } = await import('./polkadot/verifyPolkadotSignature.js')
      return verifyPolkadotSignature(message, signature, address)
    },
  }
}
