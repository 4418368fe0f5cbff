import { expect, it } from 'vitest'
import { balanceText } from './balanceText.js'

it('keeps English balances as core formatted them', () => {
  expect(balanceText('1.234', 'ETH')).toBe('1.234 ETH')
  expect(balanceText('10000.000', 'ETH')).toBe('10000.000 ETH')
  expect(balanceText('0.00', 'ETH')).toBe('0.00 ETH')
  expect(balanceText('12', undefined)).toBe('12')
})

it("writes the digits the locale's way with Intl.NumberFormat, decimals kept", () => {
  expect(balanceText('1.234', 'ETH', 'de')).toBe('1,234 ETH')
  expect(balanceText('10000.000', 'ETH', 'fr')).toBe('10000,000 ETH')
  expect(balanceText('1.5', 'SOL', 'ar')).toBe(`${new Intl.NumberFormat('ar').format(1.5)} SOL`)
})

it('keeps a value that is no decimal number as it is', () => {
  expect(balanceText('n/a', 'ETH', 'de')).toBe('n/a ETH')
})
