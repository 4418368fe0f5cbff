import type { CaipNetworkId, ChainNamespace, Network } from '@portico/core'

export interface SiwxVerifyParameters {
  /** The signed text. */
  message: string
  /** The signature as the namespace's adapter returns it (hex, base58 or base64). */
  signature: string
  address: string
  chainId: CaipNetworkId
  /** The app's network of `chainId`, when known (an EVM verifier reads its RPC URL). */
  network?: Network
}

/**
 * Checks signatures of one namespace: true when `signature` is the account's signature of
 * `message`, false for any other signature (tampered, another account, malformed). Throws only
 * when it cannot tell (e.g. the chain's RPC is unreachable).
 */
export interface SiwxVerifier {
  readonly namespace: ChainNamespace
  verify(parameters: SiwxVerifyParameters): Promise<boolean>
}
