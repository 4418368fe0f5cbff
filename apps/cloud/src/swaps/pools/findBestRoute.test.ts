import { describe, expect, it } from 'vitest'
import { findBestRoute } from './findBestRoute.js'
import { getAmountOut } from './getAmountOut.js'
import type { PoolGraph } from './PoolGraph.js'

const [A, B, C, D] = ['0xa', '0xb', '0xc', '0xd'].map(
  (prefix) => prefix.padEnd(42, '0') as `0x${string}`,
) as [`0x${string}`, `0x${string}`, `0x${string}`, `0x${string}`]
const E18 = 10n ** 18n

const graphOf = (
  pools: [`0x${string}`, bigint, `0x${string}`, bigint][],
  fees: [`0x${string}`, number][] = [],
) => {
  const graph: PoolGraph = { reserves: new Map(), transferFeeBps: new Map(fees) }
  for (const [a, reserveA, b, reserveB] of pools) {
    graph.reserves.set(a, (graph.reserves.get(a) ?? new Map()).set(b, [reserveA, reserveB] as const))
    graph.reserves.set(b, (graph.reserves.get(b) ?? new Map()).set(a, [reserveB, reserveA] as const))
  }
  return graph
}

describe('getAmountOut', () => {
  it("is Uniswap v2's constant product after the 0.3 % fee, rounded down", () => {
    // 1 in, 100/100: 997 * 100 / (100 * 1000 + 997) = 0.98715…
    expect(getAmountOut(1n * E18, 100n * E18, 100n * E18)).toBe(
      (997n * E18 * 100n * E18) / (100_000n * E18 + 997n * E18),
    )
    expect(getAmountOut(0n, 1n, 1n)).toBe(0n)
    expect(getAmountOut(1n, 0n, 1n)).toBe(0n)
  })
})

describe('findBestRoute', () => {
  it('takes the direct pool when it gives more, and two hops when they give more', () => {
    const deepDirect = graphOf([
      [A, 1_000n * E18, C, 1_000n * E18],
      [A, 10n * E18, B, 10n * E18],
      [B, 10n * E18, C, 10n * E18],
    ])
    expect(findBestRoute(deepDirect, A, C, E18)?.path).toEqual([A, C])
    const thinDirect = graphOf([
      [A, 1n * E18, C, 1n * E18],
      [A, 1_000n * E18, B, 1_000n * E18],
      [B, 1_000n * E18, C, 1_000n * E18],
    ])
    const best = findBestRoute(thinDirect, A, C, E18)
    expect(best?.path).toEqual([A, B, C])
    expect(best?.amountOut).toBe(
      getAmountOut(getAmountOut(E18, 1_000n * E18, 1_000n * E18), 1_000n * E18, 1_000n * E18),
    )
    expect(best?.amountsOut).toEqual([E18, getAmountOut(E18, 1_000n * E18, 1_000n * E18), best?.amountOut])
  })

  it('finds three-pool routes, and none where no pool connects', () => {
    const chain = graphOf([
      [A, 100n * E18, B, 100n * E18],
      [B, 100n * E18, C, 100n * E18],
      [C, 100n * E18, D, 100n * E18],
    ])
    expect(findBestRoute(chain, A, D, E18)?.path).toEqual([A, B, C, D])
    expect(findBestRoute(graphOf([[A, E18, B, E18]]), A, C, E18)).toBeUndefined()
  })

  it('counts the transfer fee of a fee-on-transfer token on its way in and out, and says so', () => {
    const graph = graphOf([[A, 100n * E18, B, 100n * E18]], [[B, 100]])
    const buy = findBestRoute(graph, A, B, E18)
    const out = getAmountOut(E18, 100n * E18, 100n * E18)
    expect(buy).toMatchObject({ feeOnTransfer: true, amountOut: out - out / 100n })
    const sell = findBestRoute(graph, B, A, E18)
    expect(sell?.amountOut).toBe(getAmountOut(E18 - E18 / 100n, 100n * E18, 100n * E18))
  })

  it('gives the price impact of the depth, without the LP fee', () => {
    const graph = graphOf([[A, 100n * E18, B, 100n * E18]])
    expect(findBestRoute(graph, A, B, 10n ** 12n)?.priceImpact).toBeLessThan(0.001)
    expect(findBestRoute(graph, A, B, E18)?.priceImpact).toBeCloseTo(0.99, 1)
  })
})
