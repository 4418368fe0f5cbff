import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Pay in Arabic (right to left): loaded when the locale is chosen (its own chunk). */
export const ar: FeatureCatalogue<typeof en> = {
  'pay.title': 'ادفع',
  'pay.recipient': 'إلى',
  'pay.network': 'الشبكة',
  'pay.notConnected': 'اربط محفظة للدفع',
  'pay.payWithWallet': 'ادفع بالمحفظة',
  'pay.payWithExchange': 'الدفع عبر {name}',
  'pay.exchangeWaiting': 'سجّل الدخول إلى {name} وأكّد الدفع',
  'pay.exchangeOpen': 'فتح {name}',
  'pay.switching': 'بدّل الشبكة في محفظتك',
  'pay.paying': 'أكّد الدفع في محفظتك',
  'pay.confirming': 'تم إرسال الدفعة: بانتظار تأكيد الشبكة',
  'pay.success': 'تم دفع {amount} {symbol}',
  'pay.done': 'تم',
  'pay.tryAgain': 'حاول مرة أخرى',
  'pay.error.invalidRecipient': 'عنوان المستلم غير صالح',
  'pay.error.invalidAmount': 'المبلغ غير صالح',
  'pay.error.invalidAsset': 'لا يمكن الدفع بهذه العملة هنا',
  'pay.error.unsupportedChain': 'سلسلة غير مدعومة',
  'pay.error.insufficientBalance': 'رصيد غير كافٍ',
  'pay.error.userRejected': 'رفضت الدفع في محفظتك',
  'pay.error.paymentFailed': 'لم تتم عملية الدفع',
  'pay.error.cancelled': 'تم إلغاء الدفع',
  'pay.error.exchangeUnavailable': 'لا تستطيع المنصة قبول هذا الدفع الآن',
  'pay.error.exchangeFailed': 'لم تُكمل المنصة عملية الدفع',
}
