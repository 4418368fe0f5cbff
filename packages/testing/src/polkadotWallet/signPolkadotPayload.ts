import type { KeyringPair } from '@polkadot/keyring/types'
import { TypeRegistry } from '@polkadot/types'
import type { PolkadotTestWalletSignerPayload } from './PolkadotTestWalletTypes.js'

/**
 * Signs a SignerPayloadJSON as the polkadot-js extension does: the payload encoded with the
 * signed extensions it names (a registry without the chain's metadata, which knows the standard
 * ones) and signed by the key; returns the signature with its key-type byte.
 */
export function signPolkadotPayload(
  pair: KeyringPair,
  payload: PolkadotTestWalletSignerPayload,
): `0x${string}` {
  const registry = new TypeRegistry()
  registry.setSignedExtensions(payload.signedExtensions)
  return registry.createType('ExtrinsicPayload', payload, { version: payload.version }).sign(pair)
    .signature as `0x${string}`
}
