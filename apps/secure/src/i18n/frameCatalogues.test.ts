import { expect, it } from 'vitest'
import { frameEnglish } from './frameEnglish.js'
import { FRAME_LOCALES } from './frameLocales.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

it.each(Object.keys(FRAME_LOCALES).filter((locale) => locale !== 'en') as (keyof typeof FRAME_LOCALES)[])(
  '%s has every key of the frame, with the same placeholders as English',
  async (locale) => {
    const catalogue = await FRAME_LOCALES[locale]()
    expect(Object.keys(catalogue ?? {}).sort()).toEqual(Object.keys(frameEnglish).sort())
    for (const [key, english] of Object.entries(frameEnglish)) {
      const text = (catalogue as Record<string, string>)[key] ?? ''
      expect(text.trim(), `${locale} ${key}`).not.toBe('')
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english))
    }
  },
)
