/** docs/behaviour.md#calls: options of Solana sign-and-send, as the RPC's `sendTransaction` takes them. */
export interface SolanaSendOptions {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}
