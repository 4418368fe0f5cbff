import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Swaps in Simplified Chinese: loaded when the locale is chosen (its own chunk). */
export const zhCN: FeatureCatalogue<typeof en> = {
  'swap.title': '兑换',
  'swap.previewTitle': '确认兑换',
  'swap.selectToken': '选择代币',
  'swap.error.swapsDisabled': '此项目未启用兑换',
  'swap.error.noRoute': '这些代币之间没有兑换路径',
  'swap.error.providerError': '兑换服务失败：请重试',
  'swap.error.providerTimeout': '兑换服务未及时响应：请重试',
  'swap.error.noCloud': '兑换需要 Portico Cloud',
  'swap.error.unsupportedChain': '不支持的链',
  'swap.error.invalidAmount': '请输入有效数量',
  'swap.error.insufficientBalance': '余额不足',
  'swap.error.quoteStale': '价格已变化：请查看新报价',
  'swap.error.approvalReverted': '批准在网络上失败',
  'swap.error.swapReverted': '兑换在网络上被回滚（价格超出您的滑点）：仅支付了网络费用',
  'swap.error.userRejected': '用户拒绝了请求',
  'swap.error.unknown': '出了点问题',
}
