import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Catalogue } from './Catalogue.js'
import { en } from './catalogues/en.js'
import { createTranslator } from './createTranslator.js'
import { loadEnglish } from './english.js'

beforeAll(() => loadEnglish())

describe('createTranslator', () => {
  it('gives the English catalogue text, with its values filled', () => {
    const t = createTranslator('en', en)
    expect(t('connect.title')).toBe('Connect Wallet')
    expect(t('connecting.waiting', { wallet: 'MetaMask' })).toBe('Continue in MetaMask')
  })

  it('leaves a placeholder without a value as written', () => {
    expect(createTranslator('en', en)('connecting.waiting')).toBe('Continue in {wallet}')
  })

  it("takes the locale's text and falls back to English key by key", () => {
    const partial: Catalogue = { 'connect.title': 'Wallet verbinden' }
    const t = createTranslator('de', partial)
    expect(t('connect.title')).toBe('Wallet verbinden')
    expect(t('connect.allWallets')).toBe('All wallets')
  })

  it('chooses plural forms with Intl.PluralRules of the locale', () => {
    const t = createTranslator('en', en)
    expect(t('approve.waitingMany', { request: 'Sign a message', count: 1 })).toBe(
      'Sign a message: waiting for your wallet (1 request)',
    )
    expect(t('approve.waitingMany', { request: 'Sign a message', count: 3 })).toBe(
      'Sign a message: waiting for your wallet (3 requests)',
    )
    // Arabic has six plural categories: 'two' and 'few' are chosen for 2 and 3..10.
    const arabic: Catalogue = {
      'approve.waitingMany': { one: 'one', two: 'two', few: 'few {count}', many: 'many', other: 'other' },
    }
    const ar = createTranslator('ar', arabic)
    expect(ar('approve.waitingMany', { count: 2 })).toBe('two')
    expect(ar('approve.waitingMany', { count: 3 })).toBe(`few ${new Intl.NumberFormat('ar').format(3)}`)
    expect(ar('approve.waitingMany', { count: 11 })).toBe('many')
  })

  it('uses the English plural rules for a message that fell back to English', () => {
    const t = createTranslator('ja', {})
    expect(t('approve.waitingMany', { request: 'x', count: 1 })).toBe(
      'x: waiting for your wallet (1 request)',
    )
  })

  it('formats numbers with Intl.NumberFormat of the locale', () => {
    const t = createTranslator('de', {})
    expect(t('error.EMAIL_COOLDOWN', { seconds: 1234 })).toBe('Please try again after 1.234 seconds')
  })

  it('builds its number format on the first number it fills, not when it is created', () => {
    const NumberFormat = Intl.NumberFormat
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function build(
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args)
    } as typeof NumberFormat)
    try {
      const t = createTranslator('de', {})
      t('connect.title')
      expect(built).not.toHaveBeenCalled()
      expect(t('error.EMAIL_COOLDOWN', { seconds: 1234 })).toBe('Please try again after 1.234 seconds')
      t('error.EMAIL_COOLDOWN', { seconds: 5 })
      expect(built).toHaveBeenCalledTimes(1)
    } finally {
      built.mockRestore()
    }
  })

  it('returns an unknown key as it is (a caller outside TypeScript)', () => {
    const t = createTranslator('en', en)
    expect(t('no.such.key' as keyof typeof en)).toBe('no.such.key')
  })
})
