import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Name registration in Arabic: loaded when the locale is chosen (its own chunk). */
export const ar: FeatureCatalogue<typeof en> = {
  'names.entry': 'اختر اسمًا',
  'names.title': 'اختر اسمك',
  'names.successTitle': 'تم تسجيل الاسم',
  'names.label': 'الاسم',
  'names.suggestions': 'الأسماء المتاحة',
  'names.register': 'تسجيل',
  'names.signing': 'وقّع التسجيل في محفظتك',
  'names.success': 'هذا الآن اسم حسابك',
  'names.done': 'تم',
  'names.notConnected': 'اربط محفظة EVM لتسجيل اسم',
}
