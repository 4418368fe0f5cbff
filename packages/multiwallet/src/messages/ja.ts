import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Multi-wallet in Japanese: loaded when the locale is chosen (its own chunk). */
export const ja: FeatureCatalogue<typeof en> = {
  'profileWallets.entry': 'ウォレット',
  'profileWallets.title': '接続済みウォレット',
  'profileWallets.active': '使用中',
  'profileWallets.switch': '切り替え',
  'profileWallets.switchTo': '{name} に切り替え',
  'profileWallets.disconnectWallet': '{name} を切断',
  'profileWallets.add': 'ウォレットを追加',
  'profileWallets.notConnected': 'ウォレットを接続するとここに表示されます',
}
