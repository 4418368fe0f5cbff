/** Whether a string is a Solana address (docs/behaviour.md#validation): 32 to 44 base58 characters. */
export function isValidSolanaAddress(address: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)
}
