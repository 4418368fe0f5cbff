import { toBech32 } from '@cosmjs/encoding'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { devnetCosmosChain } from './devnetCosmosChain.js'

/** The bech32 account address of a compressed secp256k1 public key (ripemd160(sha256(key))). */
export function cosmosAddress(compressedPublicKey: Uint8Array): string {
  return toBech32(devnetCosmosChain.bech32Prefix, ripemd160(sha256(compressedPublicKey)))
}
