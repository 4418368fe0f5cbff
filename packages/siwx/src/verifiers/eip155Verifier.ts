import type { CaipNetworkId } from '@portico/core'
import type { SiwxVerifier } from './SiwxVerifier.js'

export interface Eip155VerifierParameters {
  /** RPC URLs by CAIP-2 network id; default the app's network's first RPC URL (a server passes its own). */
  rpcUrls?: Partial<Record<CaipNetworkId, string>> | undefined
}

/** Verifies eip155 sign-ins (EOA and ERC-1271/ERC-6492 smart accounts); viem loads on first use. */
export function eip155Verifier(parameters: Eip155VerifierParameters = {}): SiwxVerifier {
  return {
    namespace: 'eip155',
    async verify({ message, signature, address, chainId, network }) {
      const { verifyEip155Signature } = await import('./eip155/verifyEip155Signature.js')
      const rpcUrl = parameters.rpcUrls?.[chainId] ?? network?.rpcUrls.default.http[0]
      return verifyEip155Signature({ message, signature, address, rpcUrl })
    },
  }
}
