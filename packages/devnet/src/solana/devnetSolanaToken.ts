import { deriveSolanaAccount } from './devnetSolanaAccounts.js'

/** The SPL token (classic Token program) minted at start: 1,000 USDC in an associated account of each dev account. */
export const devnetSolanaToken = {
  mint: deriveSolanaAccount('mint/usdc').address,
  symbol: 'USDC',
  decimals: 6,
  balancePerAccount: 1_000n * 10n ** 6n,
} as const
