/** Whether a string is an EVM address (docs/behaviour.md#validation): 40 hex characters, with an optional 0x. */
export function isValidEvmAddress(address: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(address)
}
