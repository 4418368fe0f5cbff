import { x25519 } from '@noble/curves/ed25519.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { fromHex, randomBytes, toHex } from './bytes.js'

/** An X25519 key pair in hex, as the Sign protocol carries public keys. */
export type KeyPair = { privateKey: string; publicKey: string }

export function generateKeyPair(): KeyPair {
  const privateKey = x25519.utils.randomSecretKey()
  return { privateKey: toHex(privateKey), publicKey: toHex(x25519.getPublicKey(privateKey)) }
}

/** A fresh symmetric key (a pairing's), 32 bytes in hex. */
export const generateSymKey = (): string => toHex(randomBytes(32))

/** The session key both peers derive: HKDF-SHA256 (no salt, no info) over the X25519 shared secret. */
export function deriveSymKey(privateKey: string, peerPublicKey: string): string {
  const shared = x25519.getSharedSecret(fromHex(privateKey), fromHex(peerPublicKey))
  return toHex(hkdf(sha256, shared, undefined, undefined, 32))
}

/** The relay topic of a symmetric key: its SHA-256 in hex. */
export const topicOf = (symKey: string): string => toHex(sha256(fromHex(symKey)))
