import type { Catalogue } from './Catalogue.js'

export type TextDirection = 'ltr' | 'rtl'

/**
 * The locales Portico ships, each with the loader of its catalogue: every locale but English is its
 * own lazily loaded chunk; English is the fallback of every key (english.ts: its page texts
 * bundled, the rest a chunk loaded with the modal).
 */
export const LOCALES = {
  en: async () => ({}),
  de: () => import('./catalogues/de.js').then((module) => module.de),
  es: () => import('./catalogues/es.js').then((module) => module.es),
  fr: () => import('./catalogues/fr.js').then((module) => module.fr),
  ja: () => import('./catalogues/ja.js').then((module) => module.ja),
  'zh-CN': () => import('./catalogues/zh-CN.js').then((module) => module.zhCN),
  'pt-BR': () => import('./catalogues/pt-BR.js').then((module) => module.ptBR),
  ar: () => import('./catalogues/ar.js').then((module) => module.ar),
} as const satisfies Record<string, () => Promise<Catalogue>>

/** A locale Portico has a catalogue for. */
export type Locale = keyof typeof LOCALES

/** Every locale Portico ships, English first. */
export const SUPPORTED_LOCALES = Object.keys(LOCALES) as Locale[]

/** The text direction of a shipped locale ('rtl' for Arabic). */
export function localeDirection(locale: Locale): TextDirection {
  return locale === 'ar' ? 'rtl' : 'ltr'
}
