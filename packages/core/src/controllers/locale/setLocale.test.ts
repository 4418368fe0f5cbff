import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { fakeMainnet } from '../../conformance/fakeNetworks.js'
import { OptionsError } from '../../errors/OptionsError.js'
import { createPortico } from '../../instance/createPortico.js'
import type { PorticoOptions } from '../../types/options.js'

function options(extra: Partial<PorticoOptions> = {}): PorticoOptions {
  return { projectId: 'p1', networks: [fakeMainnet], adapters: [createFakeAdapter()], ...extra }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('setLocale', () => {
  it('starts in English', () => {
    const portico = createPortico(options())
    expect(portico.state.locale).toBe('en')
    expect(portico.getTranslator()('button.connect')).toBe('Connect Wallet')
  })

  it('loads the German catalogue, then shows German', async () => {
    const portico = createPortico(options())
    const switching = portico.setLocale('de')
    expect(portico.state.locale).toBe('en')
    await switching
    expect(portico.state.locale).toBe('de')
    expect(portico.getTranslator()('connect.title')).toBe('Wallet verbinden')
    expect(portico.getTranslator('en')('connect.title')).toBe('Connect Wallet')
  })

  it('takes a regional tag as its language', async () => {
    const portico = createPortico(options())
    await portico.setLocale('de-AT')
    expect(portico.state.locale).toBe('de')
  })

  it('falls back to English with a console warning for a locale it does not ship, never an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const portico = createPortico(options())
    await portico.setLocale('de')
    await expect(portico.setLocale('tlh')).resolves.toBeUndefined()
    expect(portico.state.locale).toBe('en')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no catalogue for the locale tlh'))
  })

  it('lets the last of two overlapping calls win', async () => {
    const portico = createPortico(options())
    const first = portico.setLocale('de')
    const second = portico.setLocale('en')
    await Promise.all([first, second])
    expect(portico.state.locale).toBe('en')
  })

  it('loads the locale option at creation', async () => {
    const portico = createPortico(options({ locale: 'de' }))
    await vi.waitFor(() => expect(portico.state.locale).toBe('de'), { timeout: 15_000 })
  })

  it('refuses a locale option that is not a language tag', () => {
    expect(() => createPortico(options({ locale: 42 as unknown as string }))).toThrow(OptionsError)
    expect(() => createPortico(options({ locale: 42 as unknown as string }))).toThrow(
      "locale must be a language tag such as 'de' or 'pt-BR'",
    )
  })
})
