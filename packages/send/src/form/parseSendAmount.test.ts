import { expect, it } from 'vitest'
import { parseSendAmount } from './parseSendAmount.js'

it('reads a decimal amount into base units', () => {
  expect(parseSendAmount('1.5', 6)).toBe(1_500_000n)
  expect(parseSendAmount(' 0,25 ', 18)).toBe(250_000_000_000_000_000n)
  expect(parseSendAmount('.5', 2)).toBe(50n)
})

it('refuses zero, words, a negative amount and more decimals than the token has', () => {
  for (const text of ['0', '0.00', 'abc', '-1', '1.2345678', '', '.', '1e3']) {
    expect(() => parseSendAmount(text, 6), text).toThrow('Enter an amount over 0, at most 6 decimals')
  }
})
