import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Pay in German: loaded when the locale is chosen (its own chunk). */
export const de: FeatureCatalogue<typeof en> = {
  'pay.title': 'Bezahlen',
  'pay.recipient': 'An',
  'pay.network': 'Netzwerk',
  'pay.notConnected': 'Verbinde eine Wallet, um zu bezahlen',
  'pay.payWithWallet': 'Mit Wallet bezahlen',
  'pay.payWithExchange': 'Mit {name} bezahlen',
  'pay.exchangeWaiting': 'Melde dich bei {name} an und bestätige die Zahlung',
  'pay.exchangeOpen': '{name} öffnen',
  'pay.switching': 'Wechsle das Netzwerk in deiner Wallet',
  'pay.paying': 'Bestätige die Zahlung in deiner Wallet',
  'pay.confirming': 'Zahlung gesendet: wartet auf Bestätigung durch das Netzwerk',
  'pay.success': '{amount} {symbol} bezahlt',
  'pay.done': 'Fertig',
  'pay.tryAgain': 'Erneut versuchen',
  'pay.error.invalidRecipient': 'Die Adresse des Empfängers ist ungültig',
  'pay.error.invalidAmount': 'Der Betrag ist ungültig',
  'pay.error.invalidAsset': 'Mit diesem Token kann hier nicht bezahlt werden',
  'pay.error.unsupportedChain': 'Nicht unterstützte Chain',
  'pay.error.insufficientBalance': 'Unzureichendes Guthaben',
  'pay.error.userRejected': 'Du hast die Zahlung in deiner Wallet abgelehnt',
  'pay.error.paymentFailed': 'Die Zahlung ist nicht durchgegangen',
  'pay.error.cancelled': 'Die Zahlung wurde abgebrochen',
  'pay.error.exchangeUnavailable': 'Die Börse kann diese Zahlung gerade nicht annehmen',
  'pay.error.exchangeFailed': 'Die Börse hat die Zahlung nicht abgeschlossen',
}
