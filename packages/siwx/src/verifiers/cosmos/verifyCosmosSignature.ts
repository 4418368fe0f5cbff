import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64, bech32 } from '@scure/base'

function sortedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedJson)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedJson((value as Record<string, unknown>)[key])]),
  )
}

/** The amino JSON bytes of the ADR-36 document Keplr's `signArbitrary` signs for `signer`. */
function adr36SignBytes(signer: string, message: string): Uint8Array {
  const document = {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [
      { type: 'sign/MsgSignData', value: { signer, data: base64.encode(new TextEncoder().encode(message)) } },
    ],
    memo: '',
  }
  const json = JSON.stringify(sortedJson(document))
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
  return new TextEncoder().encode(json)
}

/**
 * A Cosmos ADR-36 signature (base64, 64 bytes r‖s): the key is recovered from the signature and
 * must hash (RIPEMD-160 of SHA-256) to the bech32 address's account.
 */
export function verifyCosmosSignature(message: string, signature: string, address: string): boolean {
  try {
    const { prefix, words } = bech32.decode(address as `${string}1${string}`)
    const account = bech32.fromWords(words)
    const compact = base64.decode(signature)
    if (compact.length !== 64) return false
    const hash = sha256(adr36SignBytes(address, message))
    for (const recovery of [0, 1]) {
      const recovered = Uint8Array.from([recovery, ...compact])
      let publicKey: Uint8Array
      try {
        publicKey = secp256k1.recoverPublicKey(recovered, hash, { prehash: false })
      } catch {
        continue
      }
      const derived = ripemd160(sha256(publicKey))
      if (
        prefix &&
        derived.every((byte, index) => byte === account[index]) &&
        derived.length === account.length
      ) {
        return secp256k1.verify(compact, hash, publicKey, { prehash: false, lowS: false })
      }
    }
    return false
  } catch {
    return false
  }
}
