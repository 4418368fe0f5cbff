import { type Address, address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import { METAPLEX_TOKEN_METADATA_PROGRAM } from './METAPLEX_TOKEN_METADATA_PROGRAM.js'

const addressEncoder = getAddressEncoder()

/** The Metaplex metadata account of a mint: the PDA of ["metadata", program, mint]. */
export async function findTokenMetadataAddress(mint: string): Promise<Address> {
  const program = address(METAPLEX_TOKEN_METADATA_PROGRAM)
  const [pda] = await getProgramDerivedAddress({
    programAddress: program,
    seeds: ['metadata', addressEncoder.encode(program), addressEncoder.encode(address(mint))],
  })
  return pda
}
