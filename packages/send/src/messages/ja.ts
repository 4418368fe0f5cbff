import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Send in Japanese: loaded when the locale is chosen (its own chunk). */
export const ja: FeatureCatalogue<typeof en> = {
  'send.title': '送金',
  'send.previewTitle': '送金の確認',
  'send.notConnected': '送金するにはウォレットを接続してください',
  'send.token': 'トークン',
  'send.tokenPlaceholder': 'トークンを選択',
  'send.tokenOption': '{symbol}（{balance}）',
  'send.amount': '金額',
  'send.max': '最大',
  'send.balance': '残高：{balance}',
  'send.receiver': '受取人',
  'send.receiverPlaceholderEvm': 'アドレスまたは名前',
  'send.receiverPlaceholderSolana': 'アドレス',
  'send.review': '確認',
  'send.checking': '確認中…',
  'send.to': '宛先',
  'send.network': 'ネットワーク',
  'send.networkFee': 'ネットワーク手数料',
  'send.confirm': '送金',
  'send.waitingWallet': 'ウォレットで送金を承認してください',
  'send.pending': '送信済み：ネットワークを待っています',
  'send.success': '{receiver} に {amount} を送金しました',
  'send.done': '完了',
  'send.tryAgain': '再試行',
  'send.edit': '編集',
  'send.receiverImage': '{name} のプロフィール画像',
}
