/**
 * The English labels of relative time (docs/behaviour.md#limits: sec, min, hr, d, mo, yr), read only by
 * formatRelativeTime; every other locale formats with Intl.RelativeTimeFormat, so these keys are
 * English only. Keys follow en.ts's rules.
 */
export const enTime = {
  'time.past': '{time} ago',
  'time.future': 'in {time}',
  'time.second': '{count} sec',
  'time.minute': '{count} min',
  'time.hour': '{count} hr',
  'time.day': '{count} d',
  'time.month': '{count} mo',
  'time.year': '{count} yr',
} as const
