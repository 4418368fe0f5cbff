import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Pay in Japanese: loaded when the locale is chosen (its own chunk). */
export const ja: FeatureCatalogue<typeof en> = {
  'pay.title': '支払う',
  'pay.recipient': '送金先',
  'pay.network': 'ネットワーク',
  'pay.notConnected': '支払うにはウォレットを接続してください',
  'pay.payWithWallet': 'ウォレットで支払う',
  'pay.payWithExchange': '{name}で支払う',
  'pay.exchangeWaiting': '{name}にログインして支払いを確認してください',
  'pay.exchangeOpen': '{name}を開く',
  'pay.switching': 'ウォレットでネットワークを切り替えてください',
  'pay.paying': 'ウォレットで支払いを承認してください',
  'pay.confirming': '送信済み：ネットワークの確認を待っています',
  'pay.success': '{amount} {symbol} を支払いました',
  'pay.done': '完了',
  'pay.tryAgain': '再試行',
  'pay.error.invalidRecipient': '受取人のアドレスが無効です',
  'pay.error.invalidAmount': '金額が無効です',
  'pay.error.invalidAsset': 'このトークンではここで支払えません',
  'pay.error.unsupportedChain': 'サポートされていないチェーン',
  'pay.error.insufficientBalance': '残高不足',
  'pay.error.userRejected': 'ウォレットで支払いを拒否しました',
  'pay.error.paymentFailed': '支払いは完了しませんでした',
  'pay.error.cancelled': '支払いはキャンセルされました',
  'pay.error.exchangeUnavailable': '取引所は現在この支払いを受け付けられません',
  'pay.error.exchangeFailed': '取引所は支払いを完了しませんでした',
}
