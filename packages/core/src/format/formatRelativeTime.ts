const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** Units from largest to smallest with the short labels of spec §9. */
const UNITS = [
  { size: YEAR, label: 'yr' },
  { size: MONTH, label: 'mo' },
  { size: DAY, label: 'd' },
  { size: HOUR, label: 'hr' },
  { size: MINUTE, label: 'min' },
  { size: SECOND, label: 'sec' },
] as const

/**
 * How long ago (or until) a moment is, with the short labels sec, min, hr, d, mo, yr (spec §9):
 * the largest whole unit, counted down (59 s is '59 sec ago', 60 s is '1 min ago'). A month is
 * 30 days and a year 365.
 * @example formatRelativeTime(Date.now() - 5 * 60_000) // '5 min ago'
 */
export function formatRelativeTime(time: number | Date, now: number | Date = Date.now()): string {
  const elapsed = Number(now) - Number(time)
  const distance = Math.abs(elapsed)
  const unit = UNITS.find(({ size }) => distance >= size) ?? UNITS[UNITS.length - 1]!
  const text = `${Math.floor(distance / unit.size)} ${unit.label}`
  return elapsed < 0 ? `in ${text}` : `${text} ago`
}
