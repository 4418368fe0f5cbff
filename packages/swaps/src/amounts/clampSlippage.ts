import { SWAP_SLIPPAGE_BOUNDS } from './SWAP_SLIPPAGE_BOUNDS.js'

/** A slippage tolerance (percent) kept within SWAP_SLIPPAGE_BOUNDS; what is not a number is the default, 1. */
export const clampSlippage = (value: number): number =>
  Math.min(SWAP_SLIPPAGE_BOUNDS.max, Math.max(SWAP_SLIPPAGE_BOUNDS.min, Number.isFinite(value) ? value : 1))
