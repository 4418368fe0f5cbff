import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Receive in Simplified Chinese: loaded when the locale is chosen (its own chunk). */
export const zhCN: FeatureCatalogue<typeof en> = {
  'receive.title': '接收',
  'receive.qrLabel': '您的地址二维码',
  'receive.copy': '复制地址',
  'receive.networks': '您可以在以下网络上接收',
  'receive.ss58Warning':
    '此地址采用 {network} 的格式。同一账户在其他 Polkadot 网络上的地址不同：请仅在 {network} 上向此地址转账。',
  'receive.notConnected': '连接钱包以接收',
}
