import type { AppChoices } from '../options/AppChoices.js'
import type { Namespace } from '../options/choices.js'
import type { ThirdPartyPackage } from '../versions/thirdPartyVersions.js'

/** What local sign-in (`defaultSiwx`) needs per namespace: its verifier's entry, and the library that entry peers on. */
export type SiwxVerifierCode = {
  /** The `@portico/siwx` entry, e.g. `@portico/siwx/eip155`. */
  entry: string
  /** The verifier's factory exported there. */
  factory: string
  /** The chain library the entry needs installed beside it (an optional peer of `@portico/siwx`). */
  peer: ThirdPartyPackage | undefined
}

/**
 * One verifier a namespace: `@portico/siwx` has an entry per namespace, so an app bundles and installs only the
 * verifiers of the namespaces it signs in on.
 */
export const SIWX_VERIFIERS: Record<Namespace, SiwxVerifierCode> = {
  eip155: { entry: '@portico/siwx/eip155', factory: 'eip155Verifier', peer: 'viem' },
  solana: { entry: '@portico/siwx/solana', factory: 'solanaVerifier', peer: undefined },
  bip122: { entry: '@portico/siwx/bip122', factory: 'bip122Verifier', peer: '@scure/btc-signer' },
  polkadot: { entry: '@portico/siwx/polkadot', factory: 'polkadotVerifier', peer: '@polkadot/util-crypto' },
  cosmos: { entry: '@portico/siwx/cosmos', factory: 'cosmosVerifier', peer: undefined },
}

/**
 * The namespaces local sign-in verifies signatures of: every chosen one when the app signs in without a cloud
 * (`defaultSiwx`), none when the cloud verifies (`cloudSiwx`) or sign-in is not chosen.
 */
export function localSiwxNamespaces(choices: AppChoices): AppChoices['namespaces'] {
  return choices.features.includes('siwx') && !choices.cloudUrl ? choices.namespaces : []
}
