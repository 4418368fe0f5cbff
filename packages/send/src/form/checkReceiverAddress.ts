import { type ChainNamespace, isValidEvmAddress, isValidSolanaAddress, ValidationError } from '@portico/core'

/**
 * The receiver as the namespace writes it, or docs/behaviour.md#validation rule it breaks: an EVM address is 40 hex
 * characters with an optional 0x (given back with 0x), a Solana address 32 to 44 base58 characters.
 */
export function checkReceiverAddress(namespace: ChainNamespace, receiver: string): string {
  if (namespace === 'solana') {
    if (!isValidSolanaAddress(receiver)) throw new ValidationError('SEND_INVALID_SOLANA_ADDRESS')
    return receiver
  }
  if (!isValidEvmAddress(receiver)) throw new ValidationError('SEND_INVALID_EVM_ADDRESS')
  return receiver.startsWith('0x') ? receiver : `0x${receiver}`
}
