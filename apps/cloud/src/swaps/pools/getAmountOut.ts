/**
 * Uniswap v2's constant-product output for `amountIn` into a pool holding `reserveIn` and `reserveOut`, after its
 * 0.3 % fee: exactly UniswapV2Library.getAmountOut, rounding down.
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const amountInWithFee = amountIn * 997n
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee)
}
