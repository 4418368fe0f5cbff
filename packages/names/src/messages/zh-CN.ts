import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Name registration in Simplified Chinese: loaded when the locale is chosen (its own chunk). */
export const zhCN: FeatureCatalogue<typeof en> = {
  'names.entry': '选择名称',
  'names.title': '选择您的名称',
  'names.successTitle': '名称已注册',
  'names.label': '名称',
  'names.suggestions': '可用名称',
  'names.register': '注册',
  'names.signing': '请在钱包中签署注册',
  'names.success': '这现在是您账户的名称',
  'names.done': '完成',
  'names.notConnected': '连接 EVM 钱包以注册名称',
}
