import { numberToHex, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { ETHER_UNIT } from '../../rpc/evm/NativeCurrencyUnit.js'
import type { GrantRecord } from '../../rpc/grants/GrantRecord.js'
import { grantSummary } from './grantSummary.js'

const record = (overrides: Partial<GrantRecord>): GrantRecord => ({
  context: '0x1234',
  chainId: 31337,
  origin: 'https://app.example',
  delegate: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  permission: {
    type: 'native-token-periodic',
    data: { periodAmount: numberToHex(parseEther('0.01')), periodDuration: 86_400 },
  },
  expiry: 2_000,
  grantedAt: 0,
  ...overrides,
})

describe('a kept grant as the Permissions view lists it', () => {
  it('is active before its expiry, expired from it, revoked once revoked (whatever the time)', () => {
    expect(grantSummary(record({}), ETHER_UNIT, 1_999).state).toBe('active')
    expect(grantSummary(record({}), ETHER_UNIT, 2_000).state).toBe('expired')
    expect(grantSummary(record({ revokedAt: 5 }), ETHER_UNIT, 1_000).state).toBe('revoked')
  })

  it('shows the amount in the unit kept with it, per period or in total; a native grant kept without one in the network’s', () => {
    expect(grantSummary(record({}), { symbol: 'POL', decimals: 18 }, 0)).toMatchObject({
      amount: '0.01',
      symbol: 'POL',
      period: 86_400,
      chainId: 'eip155:31337',
    })
    const usdc = record({
      permission: {
        type: 'erc20-token-allowance',
        data: {
          tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          allowance: numberToHex(parseUnits('10', 6)),
        },
      },
      unit: { symbol: 'USDC', decimals: 6 },
    })
    const listed = grantSummary(usdc, ETHER_UNIT, 0)
    expect(listed).toMatchObject({ amount: '10', symbol: 'USDC' })
    expect(listed.period).toBeUndefined()
  })

  it('lists a record it cannot read as unknown amounts rather than failing', () => {
    expect(
      grantSummary(record({ permission: { data: { periodAmount: 'lots' } } }), ETHER_UNIT, 0),
    ).toMatchObject({
      amount: '?',
    })
  })
})
