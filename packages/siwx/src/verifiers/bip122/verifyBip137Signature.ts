import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer'
import { BITCOIN_NETWORKS } from './bitcoinNetworks.js'

const PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  return Uint8Array.of(0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24)
}

/** Double SHA-256 of the "Bitcoin Signed Message" prefixed text. */
function messageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  return sha256(sha256(concatBytes(PREFIX, compactSize(bytes.length), bytes)))
}

/**
 * A BIP-137 ("Bitcoin Signed Message", 65 bytes: header, r, s) signature: the key recovered from it
 * must give `address` as P2PKH, P2SH-P2WPKH, P2WPKH or key-path P2TR, on any Bitcoin network.
 */
export function verifyBip137Signature(message: string, signature: Uint8Array, address: string): boolean {
  const header = signature[0] ?? 0
  if (signature.length !== 65 || header < 27 || header > 42) return false
  const recovered = Uint8Array.from(signature)
  recovered[0] = (header - 27) % 4
  let publicKey: Uint8Array
  try {
    publicKey = secp256k1.recoverPublicKey(recovered, messageHash(message), { prehash: false })
  } catch {
    return false
  }
  if (header < 31) {
    const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false)
    return BITCOIN_NETWORKS.some((network) => p2pkh(uncompressed, network).address === address)
  }
  return BITCOIN_NETWORKS.some((network) =>
    [
      p2pkh(publicKey, network).address,
      p2wpkh(publicKey, network).address,
      p2sh(p2wpkh(publicKey, network), network).address,
      p2tr(publicKey.slice(1), undefined, network).address,
    ].includes(address),
  )
}
