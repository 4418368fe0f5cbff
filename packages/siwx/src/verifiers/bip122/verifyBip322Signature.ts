import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { Address, OutScript, p2pkh, p2wpkh, RawTx, RawWitness, Script, Transaction } from '@scure/btc-signer'
import { BITCOIN_NETWORKS } from './bitcoinNetworks.js'

const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01

function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = sha256(new TextEncoder().encode(tag))
  return sha256(concatBytes(tagHash, tagHash, data))
}

function outputScriptOf(address: string) {
  for (const network of BITCOIN_NETWORKS) {
    try {
      const decoded = Address(network).decode(address)
      return { decoded, script: OutScript.encode(decoded) }
    } catch {}
  }
  return undefined
}

/** BIP-322's to_sign transaction for the message and the address's output script. */
function toSignTransaction(message: string, script: Uint8Array): Transaction {
  const messageHash = taggedHash('BIP0322-signed-message', new TextEncoder().encode(message))
  const toSpend = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', messageHash]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script }],
    lockTime: 0,
  })
  const toSpendId = sha256(sha256(toSpend)).reverse()
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true, allowUnknownInputs: true })
  toSign.addInput({ txid: toSpendId, index: 0, sequence: 0, witnessUtxo: { amount: 0n, script } })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return toSign
}

/**
 * A BIP-322 "simple" signature (base64 of the to_sign witness) of a P2WPKH or key-path P2TR address.
 */
export function verifyBip322Signature(message: string, signature: Uint8Array, address: string): boolean {
  const output = outputScriptOf(address)
  if (!output) return false
  let witness: Uint8Array[]
  try {
    witness = RawWitness.decode(signature)
  } catch {
    return false
  }
  const toSign = toSignTransaction(message, output.script)
  if (output.decoded.type === 'wpkh' && witness.length === 2) {
    const [signed, publicKey] = witness as [Uint8Array, Uint8Array]
    if (publicKey.length !== 33 || signed[signed.length - 1] !== SIGHASH_ALL) return false
    const expected = p2wpkh(publicKey).script
    if (!expected.every((byte, index) => byte === output.script[index])) return false
    const sighash = toSign.preimageWitnessV0(0, p2pkh(publicKey).script, SIGHASH_ALL, 0n)
    return secp256k1.verify(signed.slice(0, -1), sighash, publicKey, {
      prehash: false,
      format: 'der',
      lowS: false,
    })
  }
  if (output.decoded.type === 'tr' && witness.length === 1) {
    const [signed] = witness as [Uint8Array]
    if (signed.length !== 64 && signed.length !== 65) return false
    const hashType = signed.length === 65 ? (signed[64] ?? -1) : SIGHASH_DEFAULT
    if (hashType !== SIGHASH_DEFAULT && hashType !== SIGHASH_ALL) return false
    const sighash = toSign.preimageWitnessV1(0, [output.script], hashType, [0n])
    return schnorr.verify(signed.slice(0, 64), sighash, output.decoded.pubkey)
  }
  return false
}
