import { expect, it } from 'vitest'
import { createFrameLocale } from './createFrameLocale.js'
import { createFrameTranslator } from './createFrameTranslator.js'
import type { FrameCatalogue } from './frameEnglish.js'

it('fills placeholders and falls back to English for a key the catalogue lacks', () => {
  const t = createFrameTranslator({ 'frame.approve': 'Bestätigen' })
  expect(t('frame.approve')).toBe('Bestätigen')
  expect(t('frame.title.sendCalls', { count: 3 })).toBe('Send these 3 calls?')
  expect(t('frame.account')).toBe('Account {address}')
})

it('switches to a locale once its catalogue loaded (the lazy chunk), telling the page', async () => {
  const changes: string[] = []
  const locale = createFrameLocale((next) => changes.push(next))
  expect(locale.t('frame.reject')).toBe('Reject')
  await locale.set('ar')
  expect(locale.locale).toBe('ar')
  expect(locale.t('frame.reject')).toBe('رفض')
  await locale.set('ja')
  expect(locale.t('frame.title.signTransactions', { count: 2 })).toBe(
    '2 件のトランザクションに署名しますか？',
  )
  await locale.set('en')
  expect(locale.t('frame.reject')).toBe('Reject')
  expect(changes).toEqual(['ar', 'ja', 'en'])
})

it('lets the last switch win and keeps the locale when a catalogue fails to load', async () => {
  let arrive: (catalogue: FrameCatalogue) => void = () => undefined
  const slow = { promise: new Promise<FrameCatalogue>((resolve) => (arrive = resolve)) }
  const locale = createFrameLocale(undefined, (next) =>
    next === 'de'
      ? slow.promise
      : next === 'fr'
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(undefined),
  )
  const first = locale.set('de')
  await locale.set('en')
  arrive({ 'frame.reject': 'Ablehnen' } as FrameCatalogue)
  await first
  expect(locale.locale).toBe('en')
  await locale.set('fr')
  expect(locale.locale).toBe('en')
  expect(locale.t('frame.reject')).toBe('Reject')
})
