import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Name registration in Japanese: loaded when the locale is chosen (its own chunk). */
export const ja: FeatureCatalogue<typeof en> = {
  'names.entry': '名前を選ぶ',
  'names.title': '名前を選んでください',
  'names.successTitle': '名前を登録しました',
  'names.label': '名前',
  'names.suggestions': '利用可能な名前',
  'names.register': '登録',
  'names.signing': 'ウォレットで登録に署名してください',
  'names.success': 'これがアカウントの名前になりました',
  'names.done': '完了',
  'names.notConnected': '名前を登録するには EVM ウォレットを接続してください',
}
