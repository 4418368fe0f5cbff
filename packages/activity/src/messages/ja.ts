import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Activity in Japanese: loaded when the locale is chosen (its own chunk). */
export const ja: FeatureCatalogue<typeof en> = {
  'activity.sent': '送金',
  'activity.received': '受取',
  'activity.minted': 'ミント',
  'activity.traded': '取引',
  'activity.deployed': 'デプロイ',
  'activity.executed': '実行',
  'activity.pending': '保留中',
  'activity.failed': '失敗',
  'activity.bought': '購入済み',
  'activity.buying': '購入中',
  'activity.purchaseDetail': '{amount} {currency} 分の {asset}',
  'activity.today': '今日',
  'activity.yesterday': '昨日',
  'activity.pendingList': '保留中のトランザクション',
  'activity.loading': 'トランザクションを読み込み中',
}
