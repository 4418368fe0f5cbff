import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Activity in Simplified Chinese: loaded when the locale is chosen (its own chunk). */
export const zhCN: FeatureCatalogue<typeof en> = {
  'activity.sent': '已发送',
  'activity.received': '已接收',
  'activity.minted': '已铸造',
  'activity.traded': '已交易',
  'activity.deployed': '已部署',
  'activity.executed': '已执行',
  'activity.pending': '待处理',
  'activity.failed': '失败',
  'activity.bought': '已购买',
  'activity.buying': '购买中',
  'activity.purchaseDetail': '{amount} {currency} 的 {asset}',
  'activity.today': '今天',
  'activity.yesterday': '昨天',
  'activity.pendingList': '待处理的交易',
  'activity.loading': '正在加载交易',
}
