import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Receive in Japanese: loaded when the locale is chosen (its own chunk). */
export const ja: FeatureCatalogue<typeof en> = {
  'receive.title': '受け取る',
  'receive.qrLabel': 'あなたのアドレスのQRコード',
  'receive.copy': 'アドレスをコピー',
  'receive.networks': '次のネットワークで受け取れます',
  'receive.ss58Warning':
    'このアドレスは{network}の形式で表記されています。同じアカウントでも他のPolkadotネットワークではアドレスが異なります。このアドレスへの送金は{network}上でのみ行ってください。',
  'receive.notConnected': '受け取るにはウォレットを接続してください',
}
