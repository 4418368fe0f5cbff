import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Receive in Brazilian Portuguese: loaded when the locale is chosen (its own chunk). */
export const ptBR: FeatureCatalogue<typeof en> = {
  'receive.title': 'Receber',
  'receive.qrLabel': 'QR code do seu endereço',
  'receive.copy': 'Copiar endereço',
  'receive.networks': 'Você pode receber nestas redes',
  'receive.ss58Warning':
    'Este endereço está no formato de {network}. A mesma conta tem outro endereço nas demais redes Polkadot: envie para ele somente na {network}.',
  'receive.notConnected': 'Conecte uma carteira para receber',
}
