import { enTime } from '../i18n/catalogues/enTime.js'
import { createTranslator } from '../i18n/createTranslator.js'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** Units from largest to smallest, with the English catalogue's short label of docs/behaviour.md#limits. */
const UNITS = [
  { size: YEAR, unit: 'year', key: 'time.year' },
  { size: MONTH, unit: 'month', key: 'time.month' },
  { size: DAY, unit: 'day', key: 'time.day' },
  { size: HOUR, unit: 'hour', key: 'time.hour' },
  { size: MINUTE, unit: 'minute', key: 'time.minute' },
  { size: SECOND, unit: 'second', key: 'time.second' },
] as const

const english = createTranslator('en', enTime)

/**
 * How long ago (or until) a moment is: the largest whole unit, counted down (59 s is '59 sec ago',
 * 60 s is '1 min ago'); a month is 30 days and a year 365. English uses the documented short labels
 * sec, min, hr, d, mo, yr (docs/behaviour.md#limits); any other locale `Intl.RelativeTimeFormat` in its short style.
 * @example formatRelativeTime(Date.now() - 5 * 60_000) // '5 min ago'
 * @example formatRelativeTime(Date.now() - 5 * 60_000, Date.now(), 'de') // 'vor 5 Min.'
 */
export function formatRelativeTime(
  time: number | Date,
  now: number | Date = Date.now(),
  locale = 'en',
): string {
  const elapsed = Number(now) - Number(time)
  const distance = Math.abs(elapsed)
  const unit = UNITS.find(({ size }) => distance >= size) ?? UNITS[UNITS.length - 1]!
  const count = Math.floor(distance / unit.size)
  if (new Intl.Locale(locale).language !== 'en') {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' }).format(
      elapsed < 0 ? count : -count,
      unit.unit,
    )
  }
  const text = english(unit.key, { count })
  return english(elapsed < 0 ? 'time.future' : 'time.past', { time: text })
}
