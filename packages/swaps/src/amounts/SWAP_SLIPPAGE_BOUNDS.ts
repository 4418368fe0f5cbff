/** The slippage tolerance a visitor can choose, in percent (the cloud's bounds). */
export const SWAP_SLIPPAGE_BOUNDS = { min: 0.01, max: 50 } as const
