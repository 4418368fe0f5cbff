import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** WalletConnect in Japanese: loaded when the locale is chosen (its own chunk). */
export const ja: FeatureCatalogue<typeof en> = {
  'walletConnect.title': 'WalletConnect',
  'walletConnect.qrTag': 'QRコード',
  'walletConnect.qrLabel': 'WalletConnect の QR コード',
  'walletConnect.scan': 'スマートフォンのウォレットでこの QR コードをスキャンしてください',
  'walletConnect.scanWallet': '{wallet} でこの QR コードをスキャンしてください',
  'walletConnect.openNote': '{wallet} で続行',
  'walletConnect.open': '{wallet} を開く',
  'walletConnect.preparing': 'QR コードを準備しています',
  'walletConnect.approving': 'ウォレットで承認されました。接続しています',
  'walletConnect.unavailable': 'このアプリでは WalletConnect が設定されていません',
  'walletConnect.rejected': '接続が拒否されました',
  'walletConnect.rejectedNote': 'ウォレットが接続を拒否しました。',
  'walletConnect.relayError': 'リレーに接続できません',
  'walletConnect.relayErrorNote': '接続を確認して、もう一度お試しください。',
  'walletConnect.failed': '接続に失敗しました',
  'walletConnect.failedNote': '接続中に問題が発生しました。',
}
