import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Swaps in Japanese: loaded when the locale is chosen (its own chunk). */
export const ja: FeatureCatalogue<typeof en> = {
  'swap.title': 'スワップ',
  'swap.previewTitle': 'スワップの確認',
  'swap.selectToken': 'トークンを選択',
  'swap.error.swapsDisabled': 'このプロジェクトではスワップが有効になっていません',
  'swap.error.noRoute': 'これらのトークン間のスワップルートがありません',
  'swap.error.providerError': 'スワップサービスが失敗しました: 再試行してください',
  'swap.error.providerTimeout': 'スワップサービスが時間内に応答しませんでした: 再試行してください',
  'swap.error.noCloud': 'スワップには Portico Cloud が必要です',
  'swap.error.unsupportedChain': 'サポートされていないチェーン',
  'swap.error.invalidAmount': '有効な数量を入力してください',
  'swap.error.insufficientBalance': '残高が不足しています',
  'swap.error.quoteStale': '価格が変わりました: 新しい見積もりを確認してください',
  'swap.error.approvalReverted': 'ネットワーク上で承認に失敗しました',
  'swap.error.swapReverted':
    'ネットワーク上でスワップが取り消されました(価格がスリッページを超えました): ネットワーク手数料のみが支払われました',
  'swap.error.userRejected': 'ユーザーがリクエストを拒否しました',
  'swap.error.unknown': '問題が発生しました',
}
