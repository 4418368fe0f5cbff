/**
 * Bounds of a swap's gas, for its fee when the chain cannot estimate it: the swap itself before its approval is mined
 * (a Uniswap v2 router swap of up to three hops uses less), and an approval (about a third of it).
 */
export const SWAP_GAS = { swap: 200_000n, approval: 60_000n } as const
