import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Swaps in Arabic: loaded when the locale is chosen (its own chunk). */
export const ar: FeatureCatalogue<typeof en> = {
  'swap.title': 'مبادلة',
  'swap.previewTitle': 'مراجعة المبادلة',
  'swap.selectToken': 'اختر رمزًا',
  'swap.error.swapsDisabled': 'المبادلات غير مفعّلة لهذا المشروع',
  'swap.error.noRoute': 'لا يوجد مسار مبادلة بين هذه الرموز',
  'swap.error.providerError': 'فشلت خدمة المبادلة: حاول مرة أخرى',
  'swap.error.providerTimeout': 'لم تستجب خدمة المبادلة في الوقت المحدد: حاول مرة أخرى',
  'swap.error.noCloud': 'تحتاج المبادلات إلى Portico Cloud',
  'swap.error.unsupportedChain': 'سلسلة غير مدعومة',
  'swap.error.invalidAmount': 'أدخل مبلغًا صالحًا',
  'swap.error.insufficientBalance': 'الرصيد غير كافٍ',
  'swap.error.quoteStale': 'تغيّر السعر: راجع العرض الجديد',
  'swap.error.approvalReverted': 'فشلت الموافقة على الشبكة',
  'swap.error.swapReverted': 'أُلغيت المبادلة على الشبكة (تجاوز السعر هامش الانزلاق): دُفعت رسوم الشبكة فقط',
  'swap.error.userRejected': 'رفض المستخدم الطلب',
  'swap.error.unknown': 'حدث خطأ ما',
}
