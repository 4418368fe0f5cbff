import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Sign-in in Simplified Chinese: loaded when the locale is chosen (its own chunk). */
export const zhCN: FeatureCatalogue<typeof en> = {
  'siwx.title': '登录',
  'siwx.headline': '{name} 请你使用钱包登录',
  'siwx.account': '{network} 上的账户 {address}',
  'siwx.sign': '签名',
  'siwx.cancel': '取消',
  'siwx.authenticating': '正在验证身份...',
  'siwx.error': '签名消息时出错',
  'siwx.waiting': '请在钱包中确认该消息',
}
