import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Swaps in German: loaded when the locale is chosen (its own chunk). */
export const de: FeatureCatalogue<typeof en> = {
  'swap.title': 'Tauschen',
  'swap.previewTitle': 'Tausch prüfen',
  'swap.selectToken': 'Token wählen',
  'swap.error.swapsDisabled': 'Tauschen ist für dieses Projekt nicht aktiviert',
  'swap.error.noRoute': 'Keine Tauschroute zwischen diesen Token',
  'swap.error.providerError': 'Der Tauschdienst ist fehlgeschlagen: erneut versuchen',
  'swap.error.providerTimeout': 'Der Tauschdienst hat nicht rechtzeitig geantwortet: erneut versuchen',
  'swap.error.noCloud': 'Tauschen braucht Portico Cloud',
  'swap.error.unsupportedChain': 'Nicht unterstützte Chain',
  'swap.error.invalidAmount': 'Geben Sie einen gültigen Betrag ein',
  'swap.error.insufficientBalance': 'Unzureichendes Guthaben',
  'swap.error.quoteStale': 'Der Preis hat sich geändert: prüfen Sie das neue Angebot',
  'swap.error.approvalReverted': 'Die Genehmigung ist im Netzwerk fehlgeschlagen',
  'swap.error.swapReverted':
    'Der Tausch wurde im Netzwerk rückgängig gemacht (der Preis hat Ihre Slippage überschritten): nur die Netzwerkgebühr wurde bezahlt',
  'swap.error.userRejected': 'Anfrage vom Benutzer abgelehnt',
  'swap.error.unknown': 'Etwas ist schiefgelaufen',
}
