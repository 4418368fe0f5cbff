import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Send in Arabic: loaded when the locale is chosen (its own chunk). */
export const ar: FeatureCatalogue<typeof en> = {
  'send.title': 'إرسال',
  'send.previewTitle': 'مراجعة الإرسال',
  'send.notConnected': 'اربط محفظة للإرسال',
  'send.token': 'الرمز',
  'send.tokenPlaceholder': 'اختر رمزًا',
  'send.tokenOption': '{symbol} ({balance})',
  'send.amount': 'المبلغ',
  'send.max': 'الحد الأقصى',
  'send.balance': 'الرصيد: {balance}',
  'send.receiver': 'المستلم',
  'send.receiverPlaceholderEvm': 'العنوان أو الاسم',
  'send.receiverPlaceholderSolana': 'العنوان',
  'send.review': 'مراجعة',
  'send.checking': 'جارٍ التحقق…',
  'send.to': 'إلى',
  'send.network': 'الشبكة',
  'send.networkFee': 'رسوم الشبكة',
  'send.confirm': 'إرسال',
  'send.waitingWallet': 'أكّد التحويل في محفظتك',
  'send.pending': 'تم الإرسال: بانتظار الشبكة',
  'send.success': 'تم إرسال {amount} إلى {receiver}',
  'send.done': 'تم',
  'send.tryAgain': 'أعد المحاولة',
  'send.edit': 'تعديل',
  'send.receiverImage': 'صورة الملف الشخصي لـ {name}',
}
