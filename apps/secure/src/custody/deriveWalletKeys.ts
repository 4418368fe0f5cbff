import { ed25519 } from '@noble/curves/ed25519.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import { evmAddressOf } from './evmAddressOf.js'

/** The keys of one wallet seed: an EVM (secp256k1) key and a Solana (ed25519) key, each from HKDF-SHA256. */
export type WalletKeys = {
  evmPrivateKey: `0x${string}`
  evmAddress: `0x${string}`
  solanaSecret: Uint8Array
  solanaAddress: string
}

const text = (value: string) => new TextEncoder().encode(value)
const SALT = text('portico-embedded-wallet-v1')

/** Derives the wallet's keys from its seed; the same seed always gives the same accounts. */
export function deriveWalletKeys(seed: Uint8Array): WalletKeys {
  const evmSecret = hkdf(sha256, seed, SALT, text('eip155'), 32)
  const evmPrivateKey = `0x${bytesToHex(evmSecret)}` as const
  const evmAddress = evmAddressOf(evmSecret)
  evmSecret.fill(0)
  const solanaSecret = hkdf(sha256, seed, SALT, text('solana'), 32)
  return {
    evmPrivateKey,
    evmAddress,
    solanaSecret,
    solanaAddress: base58.encode(ed25519.getPublicKey(solanaSecret)),
  }
}
