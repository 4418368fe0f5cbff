import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Receive in French: loaded when the locale is chosen (its own chunk). */
export const fr: FeatureCatalogue<typeof en> = {
  'receive.title': 'Recevoir',
  'receive.qrLabel': 'QR code de votre adresse',
  'receive.copy': "Copier l'adresse",
  'receive.networks': 'Vous pouvez recevoir sur ces réseaux',
  'receive.ss58Warning':
    "Cette adresse est écrite au format de {network}. Le même compte a une autre adresse sur les autres réseaux Polkadot : n'envoyez à celle-ci que sur {network}.",
  'receive.notConnected': 'Connectez un portefeuille pour recevoir',
}
