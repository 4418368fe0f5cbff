import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Send in Simplified Chinese: loaded when the locale is chosen (its own chunk). */
export const zhCN: FeatureCatalogue<typeof en> = {
  'send.title': '发送',
  'send.previewTitle': '确认发送',
  'send.notConnected': '连接钱包以发送',
  'send.token': '代币',
  'send.tokenPlaceholder': '选择代币',
  'send.tokenOption': '{symbol}（{balance}）',
  'send.amount': '金额',
  'send.max': '最大',
  'send.balance': '余额：{balance}',
  'send.receiver': '收款人',
  'send.receiverPlaceholderEvm': '地址或名称',
  'send.receiverPlaceholderSolana': '地址',
  'send.review': '检查',
  'send.checking': '正在检查…',
  'send.to': '收款方',
  'send.network': '网络',
  'send.networkFee': '网络费用',
  'send.confirm': '发送',
  'send.waitingWallet': '请在钱包中确认转账',
  'send.pending': '已发送：等待网络确认',
  'send.success': '已向 {receiver} 发送 {amount}',
  'send.done': '完成',
  'send.tryAgain': '重试',
  'send.edit': '编辑',
  'send.receiverImage': '{name} 的头像',
}
