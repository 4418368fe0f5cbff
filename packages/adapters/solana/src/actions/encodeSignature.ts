import { getBase58Decoder } from '@solana/kit'

/** A signature's bytes as Solana shows signatures: base58 text. */
export function encodeSignature(signature: Uint8Array): string {
  return getBase58Decoder().decode(signature)
}
