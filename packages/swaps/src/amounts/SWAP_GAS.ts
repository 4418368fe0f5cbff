/**
 * The gas a swap is counted with for its fee before it is built: a Uniswap v2 router swap of up to three hops uses
 * less, and an ERC-20 approval about a third of it (the preview shows an upper bound, not the exact fee).
 */
export const SWAP_GAS = { swap: 200_000n, approval: 60_000n } as const
