import { describe, expect, it } from 'vitest'
import { avatarGradient } from './avatarGradient.js'
import { formatBalance } from './formatBalance.js'
import { shortenAddress } from './shortenAddress.js'

describe('display formatting', () => {
  it('shortens an address to its first 6 and last 4 characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678')
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })

  it('shows a balance cut to 3 decimals with its symbol', () => {
    expect(formatBalance('1.23456', 'ETH')).toBe('1.234 ETH')
    expect(formatBalance('0', 'ETH')).toBe('0 ETH')
    expect(formatBalance('12', undefined)).toBe('12')
  })

  it('gives the same address the same avatar and different addresses different ones', () => {
    const a = avatarGradient('0xabc')
    expect(avatarGradient('0xABC')).toBe(a)
    expect(avatarGradient('0xabd')).not.toBe(a)
  })
})
