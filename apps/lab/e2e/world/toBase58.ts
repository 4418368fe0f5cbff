const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Encodes bytes (a Solana signature) as base58 text, the inverse of fromBase58. */
export function toBase58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let text = ''
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text
    value /= 58n
  }
  const zeros =
    bytes.length -
    Buffer.from(bytes)
      .toString('hex')
      .replace(/^(00)+/, '').length /
      2
  return '1'.repeat(zeros) + text
}
