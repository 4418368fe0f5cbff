import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Multi-wallet in Arabic: loaded when the locale is chosen (its own chunk). */
export const ar: FeatureCatalogue<typeof en> = {
  'profileWallets.entry': 'المحافظ',
  'profileWallets.title': 'المحافظ المتصلة',
  'profileWallets.active': 'نشطة',
  'profileWallets.switch': 'تبديل',
  'profileWallets.switchTo': 'التبديل إلى {name}',
  'profileWallets.disconnectWallet': 'قطع اتصال {name}',
  'profileWallets.add': 'إضافة محفظة',
  'profileWallets.notConnected': 'اربط محفظة لتظهر هنا',
}
