const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

function polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit += 1) if ((top >>> bit) & 1) checksum ^= GENERATOR[bit] as number
  }
  return checksum
}

function toWords(bytes: Uint8Array): number[] {
  const words: number[] = []
  let accumulator = 0
  let bits = 0
  for (const byte of bytes) {
    accumulator = (accumulator << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      words.push((accumulator >>> bits) & 31)
    }
  }
  if (bits > 0) words.push((accumulator << (5 - bits)) & 31)
  return words
}

/** BIP-173 bech32 of bytes under a prefix: how Cosmos writes an account's 20-byte address (`cosmos1…`). */
export function bech32Encode(prefix: string, bytes: Uint8Array): string {
  const words = toWords(bytes)
  const expanded = [...prefix].map((char) => char.charCodeAt(0) >> 5)
  expanded.push(0, ...[...prefix].map((char) => char.charCodeAt(0) & 31))
  const checksum = polymod([...expanded, ...words, 0, 0, 0, 0, 0, 0]) ^ 1
  const checksumWords = Array.from({ length: 6 }, (_, index) => (checksum >>> (5 * (5 - index))) & 31)
  return `${prefix}1${[...words, ...checksumWords].map((word) => CHARSET[word]).join('')}`
}
