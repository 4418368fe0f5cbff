import { base58, base64 } from '@scure/base'
import { findProgramAddress } from './findProgramAddress.js'

/** The Metaplex Token Metadata program: the name and symbol of classic SPL mints on every cluster. */
const METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s'
/** `Key::MetadataV1`, then the update authority (32) and the mint (32); the name and symbol follow (Borsh strings). */
const KEY_METADATA_V1 = 4
const MINT_OFFSET = 33
const STRINGS_OFFSET = 65
const MAX_NAME = 32
const MAX_SYMBOL = 10
/** The approval screen does not wait longer than this for the symbols: it shows the mints instead. */
const READ_TIMEOUT_MS = 3000

/** The symbol in a Metaplex metadata account's bytes, when they are `mint`'s (else undefined). */
export function symbolOfMetadata(data: Uint8Array, mint: string): string | undefined {
  if (data[0] !== KEY_METADATA_V1 || data.length < STRINGS_OFFSET + 4) return undefined
  if (base58.encode(data.subarray(MINT_OFFSET, STRINGS_OFFSET)) !== mint) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const nameLength = view.getUint32(STRINGS_OFFSET, true)
  const symbolAt = STRINGS_OFFSET + 4 + nameLength
  if (nameLength > MAX_NAME || symbolAt + 4 > data.length) return undefined
  const symbolLength = view.getUint32(symbolAt, true)
  if (symbolLength > MAX_SYMBOL || symbolAt + 4 + symbolLength > data.length) return undefined
  const symbol = new TextDecoder()
    .decode(data.subarray(symbolAt + 4, symbolAt + 4 + symbolLength))
    .replace(/\0+$/, '')
    .trim()
  // Shown beside the mint on the approval screen: printable text only.
  return /^[\p{L}\p{N}\p{P}\p{S} ]{1,10}$/u.test(symbol) ? symbol : undefined
}

/**
 * The symbols of SPL mints from their Metaplex metadata accounts, read with one `getMultipleAccounts` from the
 * network's RPC URL; a mint without one (or any failure, or no answer within 3 s) is left out, and the screen shows
 * its address alone. Only an account the metadata program owns counts: anyone can create one at another address.
 */
export async function readMintSymbols(
  rpcUrl: string,
  mints: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<Map<string, string>> {
  const symbols = new Map<string, string>()
  if (mints.length === 0) return symbols
  const metadataProgram = base58.decode(METADATA_PROGRAM)
  const accounts = mints.map((mint) =>
    findProgramAddress(
      [new TextEncoder().encode('metadata'), metadataProgram, base58.decode(mint)],
      METADATA_PROGRAM,
    ),
  )
  const answer = (await fetchImpl(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getMultipleAccounts',
      params: [accounts, { encoding: 'base64', commitment: 'confirmed' }],
    }),
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  })
    .then((response) => response.json())
    .catch(() => undefined)) as
    | { result?: { value?: ({ owner?: unknown; data?: unknown } | null)[] } }
    | undefined
  const found = answer?.result?.value
  if (!Array.isArray(found)) return symbols
  mints.forEach((mint, index) => {
    const account = found[index]
    const data = Array.isArray(account?.data) ? account.data[0] : undefined
    if (account?.owner !== METADATA_PROGRAM || typeof data !== 'string') return
    try {
      const symbol = symbolOfMetadata(base64.decode(data), mint)
      if (symbol) symbols.set(mint, symbol)
    } catch {
      // Not base64: left out.
    }
  })
  return symbols
}
