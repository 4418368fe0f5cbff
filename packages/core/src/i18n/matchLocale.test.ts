import { expect, it } from 'vitest'
import { matchLocale } from './matchLocale.js'

it.each([
  ['de', 'de'],
  ['DE', 'de'],
  ['de-AT', 'de'],
  ['en-US', 'en'],
  ['pt', 'pt-BR'],
  ['pt-br', 'pt-BR'],
  ['pt-PT', 'pt-BR'],
  ['zh', 'zh-CN'],
  ['zh-Hans', 'zh-CN'],
  ['es-MX', 'es'],
  ['fr-CA', 'fr'],
  ['ja-JP', 'ja'],
  ['ar-EG', 'ar'],
])('matches %s to the shipped %s', (tag, locale) => {
  expect(matchLocale(tag)).toBe(locale)
})

it.each(['zh-TW', 'ko', 'xx', 'not a tag', ''])('has no shipped locale for %j', (tag) => {
  expect(matchLocale(tag)).toBeUndefined()
})
