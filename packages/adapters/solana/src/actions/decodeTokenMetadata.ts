import type { TokenMetadata } from '@portico/core'
import { getAddressDecoder } from '@solana/kit'

/** `Key::MetadataV1` of the program's Borsh layout. */
const KEY_METADATA_V1 = 4
/** key (1) + update authority (32); the mint follows, then the strings. */
const MINT_OFFSET = 33
const STRINGS_OFFSET = 65
/** Longer strings than the program allows mean the bytes are not its account. */
const MAX_LENGTHS = [32, 10, 200] as const

const addressDecoder = getAddressDecoder()

/**
 * Name, symbol and URI of a Metaplex `Metadata` v1 account (Borsh: u32 length, then UTF-8 the
 * program pads with NULs, which are dropped), or undefined when the bytes are not the metadata of
 * `mint` (another key, another mint, lengths out of range, an empty symbol).
 */
export function decodeTokenMetadata(data: Uint8Array, mint: string): TokenMetadata | undefined {
  if (data[0] !== KEY_METADATA_V1 || data.length < STRINGS_OFFSET) return undefined
  if (addressDecoder.decode(data.subarray(MINT_OFFSET, STRINGS_OFFSET)) !== mint) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const texts: string[] = []
  let offset = STRINGS_OFFSET
  for (const max of MAX_LENGTHS) {
    if (offset + 4 > data.length) return undefined
    const length = view.getUint32(offset, true)
    if (length > max || offset + 4 + length > data.length) return undefined
    const text = new TextDecoder().decode(data.subarray(offset + 4, offset + 4 + length))
    texts.push(text.replace(/\0+$/, '').trim())
    offset += 4 + length
  }
  const [name = '', symbol = '', uri = ''] = texts
  if (!symbol) return undefined
  return { name: name || symbol, symbol, ...(uri ? { uri } : {}) }
}
