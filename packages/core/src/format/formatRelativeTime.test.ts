import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime.js'

const now = Date.UTC(2026, 0, 1)
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('formatRelativeTime', () => {
  it.each([
    [0, '0 sec ago'],
    [59 * SECOND, '59 sec ago'],
    [MINUTE, '1 min ago'],
    [59 * MINUTE + 59 * SECOND, '59 min ago'],
    [HOUR, '1 hr ago'],
    [23 * HOUR, '23 hr ago'],
    [DAY, '1 d ago'],
    [29 * DAY, '29 d ago'],
    [30 * DAY, '1 mo ago'],
    [364 * DAY, '12 mo ago'],
    [365 * DAY, '1 yr ago'],
    [3 * 365 * DAY, '3 yr ago'],
  ])('shows %i ms ago as %s', (elapsed, label) => {
    expect(formatRelativeTime(now - elapsed, now)).toBe(label)
  })

  it('shows a future moment with in', () => {
    expect(formatRelativeTime(now + 2 * HOUR, now)).toBe('in 2 hr')
  })

  it('takes dates', () => {
    expect(formatRelativeTime(new Date(now - 5 * MINUTE), new Date(now))).toBe('5 min ago')
  })

  it('uses Intl.RelativeTimeFormat for other locales, with the same unit', () => {
    const german = new Intl.RelativeTimeFormat('de', { style: 'short', numeric: 'always' })
    expect(formatRelativeTime(now - 5 * MINUTE, now, 'de')).toBe(german.format(-5, 'minute'))
    expect(formatRelativeTime(now + 2 * HOUR, now, 'de')).toBe(german.format(2, 'hour'))
    expect(formatRelativeTime(now - 5 * MINUTE, now, 'de')).not.toContain('ago')
  })

  it('keeps the short English labels for any English locale', () => {
    expect(formatRelativeTime(now - 3 * DAY, now, 'en-GB')).toBe('3 d ago')
  })
})
