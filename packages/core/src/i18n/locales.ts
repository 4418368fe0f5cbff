import type { Catalogue } from './Catalogue.js'

export type TextDirection = 'ltr' | 'rtl'

interface LocaleEntry {
  readonly dir: TextDirection
  /**
   * The catalogue: every locale but English is its own lazily loaded chunk; English is the fallback
   * of every key (english.ts: its page texts bundled, the rest a chunk loaded with the modal).
   */
  load(): Promise<Catalogue>
}

/** The locales Portico ships, with their text direction and catalogue loader. */
export const LOCALES = {
  en: { dir: 'ltr', load: async () => ({}) },
  de: { dir: 'ltr', load: () => import('./catalogues/de.js').then((module) => module.de) },
  es: { dir: 'ltr', load: () => import('./catalogues/es.js').then((module) => module.es) },
  fr: { dir: 'ltr', load: () => import('./catalogues/fr.js').then((module) => module.fr) },
  ja: { dir: 'ltr', load: () => import('./catalogues/ja.js').then((module) => module.ja) },
  'zh-CN': { dir: 'ltr', load: () => import('./catalogues/zh-CN.js').then((module) => module.zhCN) },
  'pt-BR': { dir: 'ltr', load: () => import('./catalogues/pt-BR.js').then((module) => module.ptBR) },
  ar: { dir: 'rtl', load: () => import('./catalogues/ar.js').then((module) => module.ar) },
} as const satisfies Record<string, LocaleEntry>

/** A locale Portico has a catalogue for. */
export type Locale = keyof typeof LOCALES

/** Every locale Portico ships, English first. */
export const SUPPORTED_LOCALES = Object.keys(LOCALES) as Locale[]

/** The text direction of a shipped locale ('rtl' for Arabic). */
export function localeDirection(locale: Locale): TextDirection {
  return LOCALES[locale].dir
}
