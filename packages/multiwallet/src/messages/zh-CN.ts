import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Multi-wallet in Simplified Chinese: loaded when the locale is chosen (its own chunk). */
export const zhCN: FeatureCatalogue<typeof en> = {
  'profileWallets.entry': '钱包',
  'profileWallets.title': '已连接的钱包',
  'profileWallets.active': '当前',
  'profileWallets.switch': '切换',
  'profileWallets.switchTo': '切换到 {name}',
  'profileWallets.disconnectWallet': '断开 {name}',
  'profileWallets.add': '添加钱包',
  'profileWallets.notConnected': '连接钱包后会显示在这里',
}
