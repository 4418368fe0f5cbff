import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** WalletConnect in Arabic: loaded when the locale is chosen (its own chunk). */
export const ar: FeatureCatalogue<typeof en> = {
  'walletConnect.title': 'WalletConnect',
  'walletConnect.qrTag': 'رمز QR',
  'walletConnect.qrLabel': 'رمز QR لـ WalletConnect',
  'walletConnect.scan': 'امسح رمز QR هذا بمحفظة هاتفك',
  'walletConnect.scanWallet': 'امسح رمز QR هذا باستخدام {wallet}',
  'walletConnect.openNote': 'تابع في {wallet}',
  'walletConnect.open': 'افتح {wallet}',
  'walletConnect.preparing': 'جارٍ تجهيز رمز QR',
  'walletConnect.approving': 'تمت الموافقة في محفظتك، جارٍ الاتصال',
  'walletConnect.unavailable': 'لم يتم إعداد WalletConnect لهذا التطبيق',
  'walletConnect.rejected': 'تم رفض الاتصال',
  'walletConnect.rejectedNote': 'رفضت المحفظة الاتصال.',
  'walletConnect.relayError': 'تعذّر الوصول إلى المُرحِّل',
  'walletConnect.relayErrorNote': 'تحقق من اتصالك وحاول مرة أخرى.',
  'walletConnect.failed': 'فشل الاتصال',
  'walletConnect.failedNote': 'حدث خطأ أثناء الاتصال.',
}
