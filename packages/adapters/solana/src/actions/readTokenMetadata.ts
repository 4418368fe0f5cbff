import type { Network, TokenMetadata } from '@portico/core'
import { address, createSolanaRpc, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import { decodeTokenMetadata } from './decodeTokenMetadata.js'
import { METAPLEX_TOKEN_METADATA_PROGRAM } from './METAPLEX_TOKEN_METADATA_PROGRAM.js'
import { rpcUrlOf } from './rpcUrlOf.js'

const addressEncoder = getAddressEncoder()

/**
 * The name, symbol and URI of SPL mints from their Metaplex metadata accounts (the PDA of
 * ["metadata", program, mint]), in one `getMultipleAccounts`; a mint without one is left out.
 */
export async function readTokenMetadata(
  network: Network,
  mints: readonly string[],
): Promise<Record<string, TokenMetadata>> {
  if (mints.length === 0) return {}
  const program = address(METAPLEX_TOKEN_METADATA_PROGRAM)
  const accounts = await Promise.all(
    mints.map(async (mint) => {
      const [pda] = await getProgramDerivedAddress({
        programAddress: program,
        seeds: ['metadata', addressEncoder.encode(program), addressEncoder.encode(address(mint))],
      })
      return pda
    }),
  )
  const rpc = createSolanaRpc(rpcUrlOf(network))
  const { value } = await rpc
    .getMultipleAccounts(accounts, { encoding: 'base64', commitment: 'confirmed' })
    .send()
  const found: Record<string, TokenMetadata> = {}
  value.forEach((account, index) => {
    const mint = mints[index]
    // Only the program's own account counts: anyone can create an account at another address.
    if (!account || !mint || account.owner !== program) return
    const metadata = decodeTokenMetadata(
      Uint8Array.from(atob(account.data[0]), (char) => char.charCodeAt(0)),
      mint,
    )
    if (metadata) found[mint] = metadata
  })
  return found
}
