/**
 * The CAIP-2 reference of a Substrate chain: the first 32 hex characters of its genesis hash,
 * without `0x` (CAIP-13).
 * @example genesisReference('0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3') // '91b171bb158e2d3848fa23a9f1c25182'
 */
export function genesisReference(genesisHash: string): string {
  return genesisHash.replace(/^0x/i, '').slice(0, 32).toLowerCase()
}
