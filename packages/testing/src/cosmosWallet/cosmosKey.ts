import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import type { CosmosTestWalletKey } from './CosmosTestWalletTypes.js'

/** A secp256k1 account key as a Cosmos wallet holds it. */
export interface CosmosKey {
  privateKey: Uint8Array
  /** Compressed, 33 bytes. */
  pubKey: Uint8Array
  /** RIPEMD-160 of SHA-256 of the public key: the 20 bytes under every chain's bech32 prefix. */
  address: Uint8Array
  /** The 64-byte r‖s (low S) signature of SHA-256 of `bytes`, as Cosmos chains verify it. */
  sign(bytes: Uint8Array): Uint8Array
}

/** The Cosmos key of a private key (hex, as the devnet's accounts give it, or bytes). */
export function cosmosKey(key: CosmosTestWalletKey): CosmosKey {
  const privateKey = typeof key === 'string' ? hexToBytes(key.replace(/^0x/, '')) : Uint8Array.from(key)
  const pubKey = secp256k1.getPublicKey(privateKey, true)
  return {
    privateKey,
    pubKey,
    address: ripemd160(sha256(pubKey)),
    sign: (bytes) => secp256k1.sign(sha256(bytes), privateKey, { prehash: false, lowS: true }),
  }
}
