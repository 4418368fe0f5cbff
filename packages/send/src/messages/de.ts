import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Send in German: loaded when the locale is chosen (its own chunk). */
export const de: FeatureCatalogue<typeof en> = {
  'send.title': 'Senden',
  'send.previewTitle': 'Senden prüfen',
  'send.notConnected': 'Verbinden Sie eine Wallet, um zu senden',
  'send.token': 'Token',
  'send.tokenPlaceholder': 'Token auswählen',
  'send.tokenOption': '{symbol} ({balance})',
  'send.amount': 'Betrag',
  'send.max': 'Max',
  'send.balance': 'Guthaben: {balance}',
  'send.receiver': 'Empfänger',
  'send.receiverPlaceholderEvm': 'Adresse oder Name',
  'send.receiverPlaceholderSolana': 'Adresse',
  'send.review': 'Prüfen',
  'send.checking': 'Wird geprüft…',
  'send.to': 'An',
  'send.network': 'Netzwerk',
  'send.networkFee': 'Netzwerkgebühr',
  'send.confirm': 'Senden',
  'send.waitingWallet': 'Bestätigen Sie die Überweisung in Ihrer Wallet',
  'send.pending': 'Gesendet: warten auf das Netzwerk',
  'send.success': '{amount} an {receiver} gesendet',
  'send.done': 'Fertig',
  'send.tryAgain': 'Erneut versuchen',
  'send.edit': 'Bearbeiten',
  'send.receiverImage': 'Profilbild von {name}',
}
