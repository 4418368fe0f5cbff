/**
 * The CAIP-2 reference of a Bitcoin chain (bip122): the first 32 hex characters of its genesis
 * block hash, in lower case.
 * @example genesisReference('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f') // '000000000019d6689c085ae165831e93'
 */
export function genesisReference(genesisHash: string): string {
  return genesisHash.toLowerCase().slice(0, 32)
}
