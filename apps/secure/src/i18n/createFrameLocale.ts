import { createFrameTranslator } from './createFrameTranslator.js'
import type { FrameTranslate } from './FrameTranslate.js'
import type { FrameCatalogue } from './frameEnglish.js'
import { FRAME_LOCALES, type FrameLocale } from './frameLocales.js'

/** The frame's language: the translator its screens use now, and the switch to another locale. */
export interface FrameLocaleState {
  readonly locale: FrameLocale
  /** The current locale's texts (English until a catalogue has arrived). */
  readonly t: FrameTranslate
  /** Loads `locale`'s catalogue (its own chunk), then makes it current; the last call wins when calls overlap. */
  set(locale: FrameLocale): Promise<void>
}

/**
 * The frame's locale state, English at first. `onChange` runs after each switch (the page sets its `lang` and
 * `dir`); a catalogue that fails to load leaves the locale as it was.
 */
export function createFrameLocale(
  onChange?: (locale: FrameLocale) => void,
  load: (locale: FrameLocale) => Promise<FrameCatalogue | undefined> = (locale) => FRAME_LOCALES[locale](),
): FrameLocaleState {
  let locale: FrameLocale = 'en'
  let t = createFrameTranslator()
  let requested: FrameLocale = 'en'
  return {
    get locale() {
      return locale
    },
    get t() {
      return t
    },
    async set(next) {
      requested = next
      if (next === locale) return
      const catalogue = await load(next).catch(() => null)
      if (requested !== next || catalogue === null) return
      locale = next
      t = createFrameTranslator(catalogue)
      onChange?.(next)
    },
  }
}
