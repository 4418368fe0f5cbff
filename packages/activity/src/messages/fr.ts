import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Activity in French: loaded when the locale is chosen (its own chunk). */
export const fr: FeatureCatalogue<typeof en> = {
  'activity.sent': 'Envoyé',
  'activity.received': 'Reçu',
  'activity.minted': 'Frappé',
  'activity.traded': 'Échangé',
  'activity.deployed': 'Déployé',
  'activity.executed': 'Exécuté',
  'activity.pending': 'En attente',
  'activity.failed': 'Échouée',
  'activity.bought': 'Acheté',
  'activity.buying': 'Achat en cours',
  'activity.purchaseDetail': '{amount} {currency} en {asset}',
  'activity.today': "Aujourd'hui",
  'activity.yesterday': 'Hier',
  'activity.pendingList': 'Transactions en attente',
  'activity.loading': 'Chargement des transactions',
}
