import { combineShares } from './combineShares.js'
import { deriveWalletKeys, type WalletKeys } from './deriveWalletKeys.js'

/**
 * Runs `work` with the wallet's keys rebuilt from two shares, then overwrites the seed and the Solana secret: the
 * private key exists only inside the frame and only while it signs. (A JavaScript string such as the EVM hex key
 * cannot be wiped; it is dropped with the closure.)
 */
export async function withWalletKeys<Result>(
  shares: readonly [string, string],
  work: (keys: WalletKeys) => Promise<Result>,
): Promise<Result> {
  const seed = await combineShares(shares[0], shares[1])
  const keys = deriveWalletKeys(seed)
  try {
    return await work(keys)
  } finally {
    seed.fill(0)
    keys.solanaSecret.fill(0)
  }
}
