import { generateKeyPairSigner, getAddressEncoder } from '@solana/kit'
import { expect, it } from 'vitest'
import { decodeTokenMetadata } from './decodeTokenMetadata.js'

/** Metadata v1 bytes as the program writes them: strings NUL-padded to 32 / 10 / 200. */
async function metadataBytes({ key = 4, name = 'USD Coin', symbol = 'USDC', mint = '' }) {
  const bytes = new Uint8Array(679)
  const view = new DataView(bytes.buffer)
  bytes[0] = key
  bytes.set(getAddressEncoder().encode((await generateKeyPairSigner()).address), 1)
  bytes.set(getAddressEncoder().encode(mint as never), 33)
  let offset = 65
  for (const [text, max] of [
    [name, 32],
    [symbol, 10],
    ['', 200],
  ] as const) {
    view.setUint32(offset, max, true)
    bytes.set(new TextEncoder().encode(text), offset + 4)
    offset += 4 + max
  }
  return bytes
}

it('reads the name and symbol, dropping the NUL padding', async () => {
  const mint = (await generateKeyPairSigner()).address
  expect(decodeTokenMetadata(await metadataBytes({ mint }), mint)).toEqual({
    name: 'USD Coin',
    symbol: 'USDC',
  })
})

it("gives nothing for another mint's metadata, another account kind or an empty symbol", async () => {
  const mint = (await generateKeyPairSigner()).address
  const other = (await generateKeyPairSigner()).address
  expect(decodeTokenMetadata(await metadataBytes({ mint: other }), mint)).toBeUndefined()
  expect(decodeTokenMetadata(await metadataBytes({ mint, key: 6 }), mint)).toBeUndefined()
  expect(decodeTokenMetadata(await metadataBytes({ mint, symbol: '' }), mint)).toBeUndefined()
})
