/** A Solana transaction the frame cannot read or will not sign; its message is what the dapp sees. */
export class InvalidSolanaTransactionError extends Error {
  override readonly name: string = 'InvalidSolanaTransactionError'
}
