import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'
import { formatDiscordUsername } from './formatDiscordUsername.js'
import { formatFiat } from './formatFiat.js'
import { formatNativeBalance } from './formatNativeBalance.js'
import { formatUnits } from './formatUnits.js'
import { shortenAddress } from './shortenAddress.js'
import { shortenEmail } from './shortenEmail.js'
import { truncateDecimals } from './truncateDecimals.js'
import { walletDisplayName } from './walletDisplayName.js'

describe('formatBalance', () => {
  it('shows 3 decimals, cut rather than rounded', () => {
    expect(formatBalance('1.23456', 'ETH')).toBe('1.234 ETH')
    expect(formatBalance('1.9999')).toBe('1.999')
    expect(formatBalance('10')).toBe('10.000')
    expect(formatBalance(0.5, 'SOL')).toBe('0.500 SOL')
    expect(formatBalance(undefined, 'ETH')).toBe('0.000 ETH')
    expect(formatBalance(1e-7)).toBe('0.000')
    expect(formatBalance('123456789012345678901234.5')).toBe('123456789012345678901234.500')
  })
})

describe('truncateDecimals', () => {
  it('cuts to the given decimals and keeps the sign of non-zero values', () => {
    expect(truncateDecimals('-1.23456', 2)).toBe('-1.23')
    expect(truncateDecimals('-0.0001', 3)).toBe('0.000')
    expect(truncateDecimals('.5', 1)).toBe('0.5')
    expect(truncateDecimals('007.1', 0)).toBe('7')
    expect(truncateDecimals('1e-2', 3)).toBe('0.010')
  })
})

describe('formatFiat', () => {
  it('shows 2 decimals in en-US', () => {
    expect(formatFiat(1234.5)).toBe('$1,234.50')
    expect(formatFiat('0.004')).toBe('$0.00')
    expect(formatFiat(12, 'EUR')).toBe('€12.00')
  })
})

describe('formatNativeBalance', () => {
  it('defaults to 2 decimals in en-US', () => {
    expect(formatNativeBalance(1234.5678)).toBe('1,234.57')
    expect(formatNativeBalance('3')).toBe('3.00')
    expect(formatNativeBalance(1234.5678, { decimals: 3, locale: 'de-DE' })).toBe('1.234,568')
  })
})

describe('formatUnits', () => {
  it('turns base units into a decimal string', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(-2_500_000n, 6)).toBe('-2.5')
    expect(formatUnits(42n, 0)).toBe('42')
    expect(formatUnits(100_000_000n, 8)).toBe('1')
  })
})

describe('shortenEmail', () => {
  it('shortens e-mails over 30 characters with ...', () => {
    const thirty = 'abcdefghijklmnopqrst@exam.com'.padStart(30, 'x')
    expect(thirty).toHaveLength(30)
    expect(shortenEmail(thirty)).toBe(thirty)
    const long = 'a.very.long.address.indeed@example.com'
    expect(shortenEmail(long)).toBe('a.very.long.address.indeed@...')
    expect(shortenEmail(long)).toHaveLength(30)
  })
})

describe('shortenAddress', () => {
  it('keeps the start and end of an address', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd')
    expect(shortenAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', { start: 4, end: 4 })).toBe(
      '7xKX…gAsU',
    )
    expect(shortenAddress('0x12345678')).toBe('0x12345678')
  })
})

describe('formatDiscordUsername', () => {
  it('drops a trailing 0', () => {
    expect(formatDiscordUsername('portico#0')).toBe('portico#')
    expect(formatDiscordUsername('user10')).toBe('user1')
    expect(formatDiscordUsername('portico')).toBe('portico')
  })
})

describe('walletDisplayName', () => {
  it("shows 'Trust Wallet' as 'Trust' and other names unchanged", () => {
    expect(walletDisplayName('Trust Wallet')).toBe('Trust')
    expect(walletDisplayName('MetaMask')).toBe('MetaMask')
  })
})
