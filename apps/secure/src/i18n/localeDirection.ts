import type { FrameLocale } from './frameLocales.js'

/** The writing direction of a frame locale: right to left for Arabic (as core's localeDirection). */
export function localeDirection(locale: FrameLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}
