import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromHex, toBase64, toUtf8 } from '@cosmjs/encoding'

/**
 * Whether `signature` (base64 r‖s, as signMessage returns it) is the ADR-36 signature of `message`
 * by `signer` with the given compressed public key (hex), checked with cosmjs alone.
 */
export async function verifyAdr36(message: string, signature: string, signer: string, publicKeyHex: string) {
  const doc = makeSignDoc(
    [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(toUtf8(message)) } }],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  )
  return Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature)),
    sha256(serializeSignDoc(doc)),
    fromHex(publicKeyHex),
  )
}
