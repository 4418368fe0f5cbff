import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Receive in Spanish: loaded when the locale is chosen (its own chunk). */
export const es: FeatureCatalogue<typeof en> = {
  'receive.title': 'Recibir',
  'receive.qrLabel': 'Código QR de su dirección',
  'receive.copy': 'Copiar dirección',
  'receive.networks': 'Puede recibir en estas redes',
  'receive.ss58Warning':
    'Esta dirección está escrita en el formato de {network}. La misma cuenta tiene otra dirección en otras redes de Polkadot: envíe a ella solo en {network}.',
  'receive.notConnected': 'Conecte una billetera para recibir',
}
