import { expect, it } from 'vitest'
import { minimumReceived } from './minimumReceived.js'
import { parseSwapAmount } from './parseSwapAmount.js'

it('reads a typed amount in base units and refuses what is not one', () => {
  expect(parseSwapAmount('0.5', 18)).toBe(5n * 10n ** 17n)
  expect(parseSwapAmount('12,25', 6)).toBe(12_250_000n)
  for (const bad of ['', '0', '1.2.3', 'abc', '-1', '0.0000001'])
    expect(() => parseSwapAmount(bad, 6), bad).toThrow(
      expect.objectContaining({ swapCode: 'invalid_amount' }),
    )
})

it('bounds the minimum received by the slippage in basis points', () => {
  expect(minimumReceived(10_000n, 1)).toBe(9_900n)
  expect(minimumReceived(1_000_000n, 0.5)).toBe(995_000n)
})
