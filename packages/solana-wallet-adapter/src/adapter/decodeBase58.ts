const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** The bytes of base58 text (Solana's encoding of signatures, as Portico's `signMessage` answers). */
export function decodeBase58(text: string): Uint8Array {
  const bytes: number[] = []
  for (const character of text) {
    let carry = ALPHABET.indexOf(character)
    if (carry < 0) throw new RangeError(`Not base58: ${text}`)
    for (let index = 0; index < bytes.length; index += 1) {
      carry += (bytes[index] as number) * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  for (const character of text) {
    if (character !== '1') break
    bytes.push(0)
  }
  return Uint8Array.from(bytes.reverse())
}
