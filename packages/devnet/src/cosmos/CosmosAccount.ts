/** An auth-module account: its number, the next sequence and, once it signed, its public key. */
export type CosmosAccount = {
  address: string
  accountNumber: bigint
  sequence: bigint
  publicKey?: Uint8Array
}
