import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Activity in German: loaded when the locale is chosen (its own chunk). */
export const de: FeatureCatalogue<typeof en> = {
  'activity.sent': 'Gesendet',
  'activity.received': 'Empfangen',
  'activity.minted': 'Geprägt',
  'activity.traded': 'Getauscht',
  'activity.deployed': 'Bereitgestellt',
  'activity.executed': 'Ausgeführt',
  'activity.pending': 'Ausstehend',
  'activity.failed': 'Fehlgeschlagen',
  'activity.bought': 'Gekauft',
  'activity.buying': 'Kauf läuft',
  'activity.purchaseDetail': '{amount} {currency} für {asset}',
  'activity.today': 'Heute',
  'activity.yesterday': 'Gestern',
  'activity.pendingList': 'Ausstehende Transaktionen',
  'activity.loading': 'Transaktionen werden geladen',
}
