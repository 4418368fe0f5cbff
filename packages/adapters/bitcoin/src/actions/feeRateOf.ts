import type { Network } from '@portico/core'
import { readEsplora } from './readEsplora.js'

/** The confirmation target the fee is estimated for: about an hour. */
export const FEE_TARGET_BLOCKS = 6

/** Bitcoin Core's default minimum relay fee (sat/vB): the floor, and the rate when Esplora estimates nothing (regtest). */
export const MIN_FEE_RATE = 1

/** The fee rate for a transfer, in whole sat/vB: Esplora's estimate for {@link FEE_TARGET_BLOCKS}, at least {@link MIN_FEE_RATE}. */
export async function feeRateOf(network: Network): Promise<bigint> {
  const estimates = await readEsplora<Record<string, number>>(network, '/fee-estimates')
  const estimate = estimates[String(FEE_TARGET_BLOCKS)] ?? MIN_FEE_RATE
  return BigInt(Math.max(MIN_FEE_RATE, Math.ceil(estimate)))
}
