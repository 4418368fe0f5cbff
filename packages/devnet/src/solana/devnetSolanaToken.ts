import { deriveSolanaAccount } from './devnetSolanaAccounts.js'

/**
 * The SPL token (classic Token program) minted at start: 1,000 USDC in an associated account of each
 * dev account; its name and symbol are in its Metaplex metadata account, as mainnet USDC's.
 */
export const devnetSolanaToken = {
  mint: deriveSolanaAccount('mint/usdc').address,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  balancePerAccount: 1_000n * 10n ** 6n,
} as const
