import type { Wallet } from './walletSchema.js'

/** A wallet as the index holds it: the API fields plus its list rank. */
export type WalletListRow = Wallet & { rank: number }
