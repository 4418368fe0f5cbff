/**
 * The CAIP-2 reference of a Solana cluster: the first 32 characters of its genesis hash (CAIP-30).
 * @example genesisReference('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuqCCCSgxJyUoFGY') // '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function genesisReference(genesisHash: string): string {
  return genesisHash.slice(0, 32)
}
