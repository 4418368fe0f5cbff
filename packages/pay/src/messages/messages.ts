import type { FeatureMessages } from '@portico/core'
import { en } from './en.js'

/**
 * Pay's texts per locale: English with this table (a chunk loaded with the modal's code), each other
 * locale its own chunk.
 */
const messages: FeatureMessages = {
  en: async () => en,
  de: () => import('./de.js').then((module) => module.de),
  es: () => import('./es.js').then((module) => module.es),
  fr: () => import('./fr.js').then((module) => module.fr),
  ja: () => import('./ja.js').then((module) => module.ja),
  'zh-CN': () => import('./zh-CN.js').then((module) => module.zhCN),
  'pt-BR': () => import('./pt-BR.js').then((module) => module.ptBR),
  ar: () => import('./ar.js').then((module) => module.ar),
}

// The default export: the feature's `messages` loader takes it as a view's loader takes a component.
export default messages
