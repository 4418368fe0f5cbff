import { address, getAddressEncoder } from '@solana/kit'

/** The program's fixed account size and string lengths: it pads each string with NULs to its maximum. */
const METADATA_ACCOUNT_SIZE = 679
const MAX_NAME = 32
const MAX_SYMBOL = 10
const MAX_URI = 200
/** `Key::MetadataV1` and `TokenStandard::Fungible` of the program's Borsh layout. */
const KEY_METADATA_V1 = 4
const TOKEN_STANDARD_FUNGIBLE = 2

export type TokenMetadataFields = {
  updateAuthority: string
  mint: string
  name: string
  symbol: string
  uri: string
}

const addressEncoder = getAddressEncoder()

/**
 * A Metaplex Token Metadata account (`Metadata` v1, Borsh) as the program writes it: key, update
 * authority, mint, name / symbol / URI NUL-padded to 32 / 10 / 200 bytes, no creators, mutable,
 * a fungible token; zero-filled to the program's 679 bytes.
 */
export function encodeTokenMetadata({
  updateAuthority,
  mint,
  name,
  symbol,
  uri,
}: TokenMetadataFields): Uint8Array {
  const bytes = new Uint8Array(METADATA_ACCOUNT_SIZE)
  const view = new DataView(bytes.buffer)
  let offset = 0
  const put = (part: ArrayLike<number>) => {
    bytes.set(part, offset)
    offset += part.length
  }
  const putString = (text: string, max: number) => {
    const encoded = new TextEncoder().encode(text)
    if (encoded.length > max) throw new RangeError(`Token metadata: "${text}" is longer than ${max} bytes`)
    view.setUint32(offset, max, true)
    offset += 4
    put(encoded)
    offset += max - encoded.length
  }
  put([KEY_METADATA_V1])
  put(addressEncoder.encode(address(updateAuthority)))
  put(addressEncoder.encode(address(mint)))
  putString(name, MAX_NAME)
  putString(symbol, MAX_SYMBOL)
  putString(uri, MAX_URI)
  // seller fee 0 (u16), creators None, primary sale not happened, mutable, edition nonce None
  put([0, 0, 0, 0, 1, 0])
  put([1, TOKEN_STANDARD_FUNGIBLE])
  // collection, uses, collection details, programmable config: None (the zero fill)
  return bytes
}
