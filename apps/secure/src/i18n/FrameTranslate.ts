import type { FrameMessageKey } from './frameEnglish.js'

/** The frame's text for a key in the current locale, `{name}` placeholders filled from `values`. */
export type FrameTranslate = (key: FrameMessageKey, values?: Record<string, string | number>) => string
