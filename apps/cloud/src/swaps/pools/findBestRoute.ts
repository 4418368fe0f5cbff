import { getAmountOut } from './getAmountOut.js'
import type { PoolGraph } from './PoolGraph.js'

type Address = `0x${string}`

/** Routes of up to this many pools are tried (direct, one and two tokens in between). */
const MAX_HOPS = 3

export type PoolRoute = {
  path: Address[]
  /** What the recipient receives, after every pool's 0.3 % fee and any transfer fee. */
  amountOut: bigint
  /** The output of the pools' own math (Router02's getAmountsOut), which ignores transfer fees. */
  amountsOut: bigint[]
  /** Percent the pools' depth takes off the mid price (LP fees excluded). */
  priceImpact: number
  feeOnTransfer: boolean
}

const afterTransferFee = (amount: bigint, bps: number) => amount - (amount * BigInt(bps)) / 10_000n

/**
 * The route over the pools that gives the most `to` for `amountIn` of `from`: every simple path of up to three
 * pools is walked with the constant-product math, counting the transfer fee a token takes each time it moves.
 */
export function findBestRoute(
  graph: PoolGraph,
  from: Address,
  to: Address,
  amountIn: bigint,
): PoolRoute | undefined {
  let best: PoolRoute | undefined
  const fee = (token: Address) => graph.transferFeeBps.get(token) ?? 0
  const walk = (path: Address[]) => {
    const last = path[path.length - 1] as Address
    if (last === to && path.length > 1) {
      const route = evaluate(graph, path, amountIn, fee)
      if (route && (!best || route.amountOut > best.amountOut)) best = route
      return
    }
    if (path.length > MAX_HOPS) return
    for (const next of graph.reserves.get(last)?.keys() ?? []) {
      if (!path.includes(next)) walk([...path, next])
    }
  }
  walk([from])
  return best
}

function evaluate(
  graph: PoolGraph,
  path: Address[],
  amountIn: bigint,
  fee: (token: Address) => number,
): PoolRoute | undefined {
  const amountsOut = [amountIn]
  let moving = amountIn
  let ideal = Number(amountIn)
  let feeOnTransfer = false
  for (let index = 0; index < path.length - 1; index++) {
    const tokenIn = path[index] as Address
    const tokenOut = path[index + 1] as Address
    const [reserveIn, reserveOut] = graph.reserves.get(tokenIn)?.get(tokenOut) ?? [0n, 0n]
    // Each hop's input arrives at the pool less the transfer fee of the token moved.
    if (fee(tokenIn) > 0) feeOnTransfer = true
    const arriving = afterTransferFee(moving, fee(tokenIn))
    const out = getAmountOut(arriving, reserveIn, reserveOut)
    amountsOut.push(getAmountOut(amountsOut[index] as bigint, reserveIn, reserveOut))
    if (out === 0n) return undefined
    ideal = ((ideal * (1 - fee(tokenIn) / 10_000) * Number(reserveOut)) / Number(reserveIn)) * 0.997
    moving = out
  }
  const last = path[path.length - 1] as Address
  if (fee(last) > 0) feeOnTransfer = true
  const amountOut = afterTransferFee(moving, fee(last))
  const priceImpact = ideal > 0 ? Math.max(0, (1 - Number(moving) / ideal) * 100) : 0
  return { path, amountOut, amountsOut, priceImpact, feeOnTransfer }
}
