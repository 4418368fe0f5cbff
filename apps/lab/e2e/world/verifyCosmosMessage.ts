import { createPublicKey, verify } from 'node:crypto'

/** DER prefix of a secp256k1 SubjectPublicKeyInfo with a compressed point; the 33-byte key follows. */
const SECP256K1_SPKI_PREFIX = Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex')

/**
 * Whether a base64 r‖s signature (what @portico/adapter-cosmos's signMessage answers) is the ADR-36
 * signature of `message` by `signer` with the hex compressed `publicKey`: SHA-256 of the amino
 * document with one `sign/MsgSignData`, empty chain id, account number and sequence 0, no fee,
 * serialised as amino JSON (keys sorted, no spaces).
 */
export function verifyCosmosMessage(
  message: string,
  signature: string,
  signer: string,
  publicKey: string,
): boolean {
  const data = Buffer.from(message, 'utf8').toString('base64')
  const document = JSON.stringify({
    account_number: '0',
    chain_id: '',
    fee: { amount: [], gas: '0' },
    memo: '',
    msgs: [{ type: 'sign/MsgSignData', value: { data, signer } }],
    sequence: '0',
  })
  const key = createPublicKey({
    key: Buffer.concat([SECP256K1_SPKI_PREFIX, Buffer.from(publicKey, 'hex')]),
    format: 'der',
    type: 'spki',
  })
  return verify(
    'sha256',
    Buffer.from(document, 'utf8'),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64'),
  )
}
