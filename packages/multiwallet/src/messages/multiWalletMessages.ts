import type { FeatureMessages } from '@portico/core'

/** Multi-wallet's texts per locale, each its own chunk, loaded when the instance needs that locale. */
export const multiWalletMessages: FeatureMessages = {
  en: () => import('./en.js').then((module) => module.en),
  de: () => import('./de.js').then((module) => module.de),
  es: () => import('./es.js').then((module) => module.es),
  fr: () => import('./fr.js').then((module) => module.fr),
  ja: () => import('./ja.js').then((module) => module.ja),
  'zh-CN': () => import('./zh-CN.js').then((module) => module.zhCN),
  'pt-BR': () => import('./pt-BR.js').then((module) => module.ptBR),
  ar: () => import('./ar.js').then((module) => module.ar),
}
