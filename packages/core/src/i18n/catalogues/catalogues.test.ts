import { describe, expect, it } from 'vitest'
import type { Message, MessageKey } from '../Catalogue.js'
import { englishMessage, loadEnglish } from '../english.js'
import { LOCALES, localeDirection, SUPPORTED_LOCALES } from '../locales.js'

function placeholders(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message)
  const names = texts.flatMap((text) =>
    [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
  )
  return [...new Set(names)].filter((name) => name !== 'count').sort()
}

describe.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  it('loads lazily and fills the same placeholders as English in every message', async () => {
    await loadEnglish()
    const catalogue = await LOCALES[locale]()
    expect(Object.keys(catalogue).length).toBeGreaterThan(0)
    for (const [key, message] of Object.entries(catalogue) as [MessageKey, Message][]) {
      expect({ key, placeholders: placeholders(message) }).toEqual({
        key,
        placeholders: placeholders(englishMessage(key) ?? `missing English for ${key}`),
      })
      if (typeof message !== 'string') expect(message.other, key).toBeTruthy()
    }
  })
})

it('ships English and seven lazy locales, Arabic right to left', () => {
  expect(SUPPORTED_LOCALES).toEqual(['en', 'de', 'es', 'fr', 'ja', 'zh-CN', 'pt-BR', 'ar'])
  expect(SUPPORTED_LOCALES.filter((locale) => localeDirection(locale) === 'rtl')).toEqual(['ar'])
})
