import type { FrameCatalogue } from './frameEnglish.js'

/**
 * The frame's locales, the widget's eight (core's LOCALES), each but English its own chunk loaded the first time
 * the widget names it, so the frame page carries only English.
 */
export const FRAME_LOCALES = {
  en: async () => undefined,
  de: () => import('./catalogues/de.js').then((module) => module.de),
  es: () => import('./catalogues/es.js').then((module) => module.es),
  fr: () => import('./catalogues/fr.js').then((module) => module.fr),
  ja: () => import('./catalogues/ja.js').then((module) => module.ja),
  'zh-CN': () => import('./catalogues/zh-CN.js').then((module) => module.zhCN),
  'pt-BR': () => import('./catalogues/pt-BR.js').then((module) => module.ptBR),
  ar: () => import('./catalogues/ar.js').then((module) => module.ar),
} as const satisfies Record<string, () => Promise<FrameCatalogue | undefined>>

/** A locale the frame has texts for. */
export type FrameLocale = keyof typeof FRAME_LOCALES
