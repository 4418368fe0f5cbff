import type { TokenBalance } from '@portico/core'
import { expect, it } from 'vitest'
import { fromPortfolioToken } from './fromPortfolioToken.js'

const row = (overrides: Partial<TokenBalance>): TokenBalance => ({
  name: 'Tether USD',
  symbol: 'USDT',
  chainId: 'eip155:1',
  address: 'eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7',
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
  ...overrides,
})

it('reads a portfolio row as a sendable token: the contract of its CAIP-10 address, its balance in base units', () => {
  expect(fromPortfolioToken(row({}))).toEqual({
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    balance: 12_500_000n,
    address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    price: 1,
  })
  expect(fromPortfolioToken(row({ address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }))?.address).toBe(
    '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  )
})

it('drops a token with zero decimals (docs/behaviour.md#validation) and one whose quantity it cannot read', () => {
  expect(fromPortfolioToken(row({ quantity: { decimals: '0', numeric: '3' } }))).toBeUndefined()
  expect(fromPortfolioToken(row({ quantity: { decimals: '6', numeric: 'lots' } }))).toBeUndefined()
})
