import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Receive in German: loaded when the locale is chosen (its own chunk). */
export const de: FeatureCatalogue<typeof en> = {
  'receive.title': 'Empfangen',
  'receive.qrLabel': 'QR-Code Ihrer Adresse',
  'receive.copy': 'Adresse kopieren',
  'receive.networks': 'Sie können auf diesen Netzwerken empfangen',
  'receive.ss58Warning':
    'Diese Adresse ist im Format von {network} geschrieben. Dasselbe Konto hat in anderen Polkadot-Netzwerken eine andere Adresse: senden Sie nur auf {network} an sie.',
  'receive.notConnected': 'Verbinden Sie eine Wallet, um zu empfangen',
}
