import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Sign-in in Japanese: loaded when the locale is chosen (its own chunk). */
export const ja: FeatureCatalogue<typeof en> = {
  'siwx.title': 'サインイン',
  'siwx.headline': '{name} がウォレットでのサインインを求めています',
  'siwx.account': '{network} のアカウント {address}',
  'siwx.sign': '署名',
  'siwx.cancel': 'キャンセル',
  'siwx.authenticating': '認証中...',
  'siwx.error': 'メッセージの署名中にエラーが発生しました',
  'siwx.waiting': 'ウォレットでメッセージを確認してください',
}
