import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Sign-in in Arabic: loaded when the locale is chosen (its own chunk). */
export const ar: FeatureCatalogue<typeof en> = {
  'siwx.title': 'تسجيل الدخول',
  'siwx.headline': 'يطلب منك {name} تسجيل الدخول بمحفظتك',
  'siwx.account': 'الحساب {address} على {network}',
  'siwx.sign': 'توقيع',
  'siwx.cancel': 'إلغاء',
  'siwx.authenticating': 'جارٍ المصادقة...',
  'siwx.error': 'خطأ في توقيع الرسالة',
  'siwx.waiting': 'أكّد الرسالة في محفظتك',
}
