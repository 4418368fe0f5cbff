import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Pay in Simplified Chinese: loaded when the locale is chosen (its own chunk). */
export const zhCN: FeatureCatalogue<typeof en> = {
  'pay.title': '支付',
  'pay.recipient': '收款方',
  'pay.network': '网络',
  'pay.notConnected': '连接钱包以支付',
  'pay.payWithWallet': '用钱包支付',
  'pay.payWithExchange': '使用 {name} 支付',
  'pay.exchangeWaiting': '请登录 {name} 并确认付款',
  'pay.exchangeOpen': '打开 {name}',
  'pay.switching': '请在钱包中切换网络',
  'pay.paying': '请在钱包中确认支付',
  'pay.confirming': '已发送：等待网络确认',
  'pay.success': '已支付 {amount} {symbol}',
  'pay.done': '完成',
  'pay.tryAgain': '重试',
  'pay.error.invalidRecipient': '收款方地址无效',
  'pay.error.invalidAmount': '金额无效',
  'pay.error.invalidAsset': '此处无法使用该代币支付',
  'pay.error.unsupportedChain': '不支持的链',
  'pay.error.insufficientBalance': '余额不足',
  'pay.error.userRejected': '你在钱包中拒绝了支付',
  'pay.error.paymentFailed': '支付未成功',
  'pay.error.cancelled': '支付已取消',
  'pay.error.exchangeUnavailable': '交易所暂时无法处理此付款',
  'pay.error.exchangeFailed': '交易所未完成付款',
}
