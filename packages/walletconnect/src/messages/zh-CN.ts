import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** WalletConnect in Simplified Chinese: loaded when the locale is chosen (its own chunk). */
export const zhCN: FeatureCatalogue<typeof en> = {
  'walletConnect.title': 'WalletConnect',
  'walletConnect.qrTag': '二维码',
  'walletConnect.qrLabel': 'WalletConnect 二维码',
  'walletConnect.scan': '请用手机钱包扫描此二维码',
  'walletConnect.scanWallet': '请用 {wallet} 扫描此二维码',
  'walletConnect.openNote': '在 {wallet} 中继续',
  'walletConnect.open': '打开 {wallet}',
  'walletConnect.preparing': '正在准备二维码',
  'walletConnect.approving': '已在钱包中批准，正在连接',
  'walletConnect.unavailable': '此应用未设置 WalletConnect',
  'walletConnect.rejected': '连接被拒绝',
  'walletConnect.rejectedNote': '钱包拒绝了连接。',
  'walletConnect.relayError': '无法连接中继',
  'walletConnect.relayErrorNote': '请检查网络连接后重试。',
  'walletConnect.failed': '连接失败',
  'walletConnect.failedNote': '连接时出现问题。',
}
