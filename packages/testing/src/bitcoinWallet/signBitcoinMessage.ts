import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bitcoinMessageHash } from './bitcoinMessageHash.js'

/** BIP-137 header bases: a compressed key's P2PKH address (31) and its P2WPKH address (39). */
const HEADER = { p2pkh: 31, p2wpkh: 39 } as const

/**
 * A BIP-137 ("Bitcoin Signed Message", legacy ECDSA) signature: 65 bytes, a header naming the
 * recovery id and address type, then r and s. Bitcoin Core, Electrum and bitcoinjs-message verify it.
 */
export function signBitcoinMessage(
  privateKey: Uint8Array,
  message: Uint8Array,
  addressType: keyof typeof HEADER,
): Uint8Array {
  const recovered = secp256k1.sign(bitcoinMessageHash(message), privateKey, {
    prehash: false,
    format: 'recovered',
  })
  const signature = Uint8Array.from(recovered)
  signature[0] = HEADER[addressType] + (recovered[0] ?? 0)
  return signature
}
