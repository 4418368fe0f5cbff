/**
 * Metaplex's Token Metadata program: the account at its PDA ["metadata", program, mint] gives a
 * classic SPL token its name, symbol and URI on every cluster (mainnet's USDC has one).
 */
export const METAPLEX_TOKEN_METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s'
