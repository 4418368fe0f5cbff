import { devnetSolanaToken, startDevnet } from '@portico/devnet'
import { base58, base64 } from '@scure/base'
import { address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import { expect, it } from 'vitest'
import { findProgramAddress } from './findProgramAddress.js'
import { readMintSymbols, symbolOfMetadata } from './readMintSymbols.js'

const METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s'
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const OTHER_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'

/** A Metaplex Metadata v1 account's first bytes, laid out as the program writes them (strings padded with NULs). */
function metadataBytes(mint: string, name: string, symbol: string, key = 4): Uint8Array {
  const text = (value: string, padded: number) => {
    const bytes = new Uint8Array(4 + padded)
    new DataView(bytes.buffer).setUint32(0, padded, true)
    bytes.set(new TextEncoder().encode(value), 4)
    return [...bytes]
  }
  return Uint8Array.from([
    key,
    ...new Uint8Array(32),
    ...base58.decode(mint),
    ...text(name, 32),
    ...text(symbol, 10),
  ])
}

it('derives the metadata account as Solana does (kit’s getProgramDerivedAddress)', async () => {
  const encoder = getAddressEncoder()
  for (const mint of [USDC, OTHER_MINT, '11111111111111111111111111111111']) {
    const [expected] = await getProgramDerivedAddress({
      programAddress: address(METADATA_PROGRAM),
      seeds: ['metadata', encoder.encode(address(METADATA_PROGRAM)), encoder.encode(address(mint))],
    })
    expect(
      findProgramAddress(
        [new TextEncoder().encode('metadata'), base58.decode(METADATA_PROGRAM), base58.decode(mint)],
        METADATA_PROGRAM,
      ),
    ).toBe(expected)
  }
})

it('reads the symbol of the mint’s own metadata only', () => {
  expect(symbolOfMetadata(metadataBytes(USDC, 'USD Coin', 'USDC'), USDC)).toBe('USDC')
  // Another mint's metadata, another account kind, a symbol longer than the program allows, an empty one.
  expect(symbolOfMetadata(metadataBytes(OTHER_MINT, 'Tether', 'USDT'), USDC)).toBeUndefined()
  expect(symbolOfMetadata(metadataBytes(USDC, 'USD Coin', 'USDC', 5), USDC)).toBeUndefined()
  const tooLong = metadataBytes(USDC, 'USD Coin', 'USDC')
  new DataView(tooLong.buffer).setUint32(65 + 4 + 32, 11, true)
  expect(symbolOfMetadata(tooLong, USDC)).toBeUndefined()
  expect(symbolOfMetadata(metadataBytes(USDC, 'USD Coin', ''), USDC)).toBeUndefined()
  expect(symbolOfMetadata(metadataBytes(USDC, 'Fake', 'US\u0007DC'), USDC)).toBeUndefined()
  expect(symbolOfMetadata(new Uint8Array(10), USDC)).toBeUndefined()
})

it('asks the node once for every mint and keeps only accounts the metadata program owns', async () => {
  const asked: unknown[] = []
  const node: typeof fetch = async (_url, init) => {
    asked.push(JSON.parse(String(init?.body)))
    return Response.json({
      jsonrpc: '2.0',
      id: 1,
      result: {
        value: [
          {
            owner: METADATA_PROGRAM,
            data: [base64.encode(metadataBytes(USDC, 'USD Coin', 'USDC')), 'base64'],
          },
          // The right bytes at an account someone else owns: not the program's, so not believed.
          {
            owner: '11111111111111111111111111111111',
            data: [base64.encode(metadataBytes(OTHER_MINT, 'T', 'USDT')), 'base64'],
          },
        ],
      },
    })
  }
  const symbols = await readMintSymbols('http://127.0.0.1:8899', [USDC, OTHER_MINT], node)
  expect([...symbols]).toEqual([[USDC, 'USDC']])
  expect(asked).toHaveLength(1)
  expect(asked[0]).toMatchObject({
    method: 'getMultipleAccounts',
    params: [expect.any(Array), { encoding: 'base64' }],
  })
  // A node that does not answer leaves every mint without a symbol: the screen shows the mints.
  const down: typeof fetch = async () => {
    throw new TypeError('fetch failed')
  }
  expect((await readMintSymbols('http://127.0.0.1:1', [USDC], down)).size).toBe(0)
})

it('reads the devnet USDC’s symbol from its Metaplex metadata on the local validator', async () => {
  const devnet = await startDevnet({ chains: ['solana'], ports: 'ephemeral' })
  try {
    const unknown = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    const symbols = await readMintSymbols(devnet.solana.rpcUrl, [devnetSolanaToken.mint, unknown])
    expect([...symbols]).toEqual([[devnetSolanaToken.mint, 'USDC']])
  } finally {
    await devnet.stop()
  }
})
