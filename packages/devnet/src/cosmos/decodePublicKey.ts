import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { CosmosTxError, sdkErrorCodes } from './CosmosTxError.js'

const PUBKEY_TYPE_URL = '/cosmos.crypto.secp256k1.PubKey'

/** The compressed secp256k1 key of a signer info's public key; other key types are refused. */
export function decodePublicKey(typeUrl: string, value: Uint8Array): Uint8Array {
  if (typeUrl !== PUBKEY_TYPE_URL) {
    throw new CosmosTxError(
      sdkErrorCodes.invalidPubKey,
      `unsupported public key type ${typeUrl}: invalid pubkey`,
    )
  }
  return PubKey.decode(value).key
}
