import { secp256k1 } from '@noble/curves/secp256k1.js'
import { NETWORK, p2pkh, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { bitcoinMessageHash } from './bitcoinMessageHash.js'

const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }

/** The base64 text as bytes (atob: the same code runs in Node and browsers). */
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/**
 * Whether a base64 BIP-137 signature of `message` was made by the key behind `address` (P2PKH,
 * P2WPKH, or the key-path P2TR address of the same key), on mainnet, testnet or regtest.
 * @example verifyBitcoinMessage('hello', await portico.signMessage({ message: 'hello' }), address)
 */
export function verifyBitcoinMessage(message: string, signature: string, address: string): boolean {
  try {
    const bytes = fromBase64(signature)
    const header = bytes[0] ?? 0
    if (bytes.length !== 65 || header < 27 || header > 42) return false
    const recovered = Uint8Array.from(bytes)
    recovered[0] = (header - 27) % 4
    const hash = bitcoinMessageHash(new TextEncoder().encode(message))
    const publicKey = secp256k1.recoverPublicKey(recovered, hash, { prehash: false })
    return [NETWORK, TEST_NETWORK, REGTEST].some((network) =>
      [
        p2pkh(publicKey, network).address,
        p2wpkh(publicKey, network).address,
        p2tr(publicKey.slice(1), undefined, network).address,
      ].includes(address),
    )
  } catch {
    return false
  }
}
