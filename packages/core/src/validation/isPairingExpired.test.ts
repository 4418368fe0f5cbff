import { describe, expect, it } from 'vitest'
import { isPairingExpired } from './isPairingExpired.js'

describe('isPairingExpired', () => {
  const now = 1_000_000

  it('is expired when under 10 s remain or there is no expiry', () => {
    expect(isPairingExpired(now + 4 * 60_000, now)).toBe(false)
    expect(isPairingExpired(now + 10_000, now)).toBe(false)
    expect(isPairingExpired(now + 9_999, now)).toBe(true)
    expect(isPairingExpired(now - 1, now)).toBe(true)
    expect(isPairingExpired(undefined, now)).toBe(true)
  })
})
