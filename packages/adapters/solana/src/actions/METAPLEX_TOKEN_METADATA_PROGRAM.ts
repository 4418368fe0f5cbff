/** Metaplex's Token Metadata program, whose account gives a classic SPL mint its name, symbol and URI. */
export const METAPLEX_TOKEN_METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s'
