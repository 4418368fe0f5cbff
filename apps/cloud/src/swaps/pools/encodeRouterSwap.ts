import { encodeFunctionData } from 'viem'
import { uniswapV2RouterAbi } from './uniswapV2Abis.js'

type Address = `0x${string}`

export type RouterSwap = {
  /** Through WETH: the first is WETH when the visitor pays in the native currency, the last when paid out in it. */
  path: Address[]
  fromNative: boolean
  toNative: boolean
  amountIn: bigint
  minimumOut: bigint
  recipient: Address
  /** Unix seconds after which the router refuses the swap. */
  deadline: bigint
  /** A token of the path keeps a share of each transfer: the router's SupportingFeeOnTransferTokens functions. */
  feeOnTransfer: boolean
}

/** The Router02 call for an exact-input swap, and the native value it sends. */
export function encodeRouterSwap(swap: RouterSwap): { data: `0x${string}`; value: bigint } {
  const { path, amountIn, minimumOut, recipient, deadline, feeOnTransfer } = swap
  if (swap.fromNative) {
    return {
      value: amountIn,
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: feeOnTransfer
          ? 'swapExactETHForTokensSupportingFeeOnTransferTokens'
          : 'swapExactETHForTokens',
        args: [minimumOut, path, recipient, deadline],
      }),
    }
  }
  const functionName = swap.toNative
    ? feeOnTransfer
      ? 'swapExactTokensForETHSupportingFeeOnTransferTokens'
      : 'swapExactTokensForETH'
    : feeOnTransfer
      ? 'swapExactTokensForTokensSupportingFeeOnTransferTokens'
      : 'swapExactTokensForTokens'
  return {
    value: 0n,
    data: encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName,
      args: [amountIn, minimumOut, path, recipient, deadline],
    }),
  }
}
