/** The Solana methods that carry transactions (docs/behaviour.md#calls): signed, all signed, or signed and sent by the frame. */
export const SOLANA_TRANSACTION_METHODS = [
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

export type SolanaTransactionMethod = (typeof SOLANA_TRANSACTION_METHODS)[number]

/** Whether `method` carries transactions (its code is loaded on first use). */
export function isSolanaTransactionMethod(method: string): method is SolanaTransactionMethod {
  return (SOLANA_TRANSACTION_METHODS as readonly string[]).includes(method)
}
