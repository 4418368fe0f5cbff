import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Receive in Arabic: loaded when the locale is chosen (its own chunk). */
export const ar: FeatureCatalogue<typeof en> = {
  'receive.title': 'استلام',
  'receive.qrLabel': 'رمز QR لعنوانك',
  'receive.copy': 'نسخ العنوان',
  'receive.networks': 'يمكنك الاستلام على هذه الشبكات',
  'receive.ss58Warning':
    'هذا العنوان مكتوب بصيغة {network}. للحساب نفسه عنوان مختلف على شبكات Polkadot الأخرى: لا ترسل إليه إلا على {network}.',
  'receive.notConnected': 'اربط محفظة للاستلام',
}
