import { type Address, decodeFunctionData, type Hex } from 'viem'
import { uniswapV2RouterAbi } from './uniswapV2RouterAbi.js'

/** A Router02 exact-input swap as its call data says it: what is sold, the least bought, through which tokens, to whom. */
export type RouterSwapCall = {
  /** The tokens swapped through, first sold, last bought (WETH stands for the native currency at a native end). */
  path: readonly Address[]
  /** Sold in the native currency: the amount is the transaction's value. */
  fromNative: boolean
  /** Bought in the native currency. */
  toNative: boolean
  amountIn: bigint
  minimumOut: bigint
  recipient: Address
}

/**
 * The swap a transaction's `data` asks of a Uniswap v2 router (its amount sold is `value` when it sells the native
 * currency); undefined when the data is no Router02 exact-input swap or its path has fewer than two tokens.
 */
export function decodeRouterSwap(data: Hex, value: bigint): RouterSwapCall | undefined {
  let call: ReturnType<typeof decodeFunctionData<typeof uniswapV2RouterAbi>>
  try {
    call = decodeFunctionData({ abi: uniswapV2RouterAbi, data })
  } catch {
    return undefined
  }
  const fromNative = call.functionName.startsWith('swapExactETHFor')
  const toNative = call.functionName.startsWith('swapExactTokensForETH')
  const [amountIn, minimumOut, path, recipient] =
    call.functionName === 'swapExactETHForTokens' ||
    call.functionName === 'swapExactETHForTokensSupportingFeeOnTransferTokens'
      ? [value, ...call.args]
      : call.args
  if (path.length < 2) return undefined
  return { path, fromNative, toNative, amountIn, minimumOut, recipient }
}
