import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Activity in Arabic: loaded when the locale is chosen (its own chunk). */
export const ar: FeatureCatalogue<typeof en> = {
  'activity.sent': 'مُرسلة',
  'activity.received': 'مُستلمة',
  'activity.minted': 'مسكوكة',
  'activity.traded': 'مُتداولة',
  'activity.deployed': 'منشورة',
  'activity.executed': 'منفذة',
  'activity.pending': 'قيد الانتظار',
  'activity.failed': 'فشلت',
  'activity.bought': 'تم الشراء',
  'activity.buying': 'جارٍ الشراء',
  'activity.purchaseDetail': '{amount} {currency} من {asset}',
  'activity.today': 'اليوم',
  'activity.yesterday': 'أمس',
  'activity.pendingList': 'المعاملات قيد الانتظار',
  'activity.loading': 'جارٍ تحميل المعاملات',
}
