import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** WalletConnect in German: loaded when the locale is chosen (its own chunk). */
export const de: FeatureCatalogue<typeof en> = {
  'walletConnect.title': 'WalletConnect',
  'walletConnect.qrTag': 'QR-Code',
  'walletConnect.qrLabel': 'WalletConnect-QR-Code',
  'walletConnect.scan': 'Scannen Sie diesen QR-Code mit der Wallet auf Ihrem Telefon',
  'walletConnect.scanWallet': 'Scannen Sie diesen QR-Code mit {wallet}',
  'walletConnect.openNote': 'Weiter in {wallet}',
  'walletConnect.open': '{wallet} öffnen',
  'walletConnect.preparing': 'QR-Code wird vorbereitet',
  'walletConnect.approving': 'In der Wallet bestätigt, Verbindung wird hergestellt',
  'walletConnect.unavailable': 'WalletConnect ist für diese App nicht eingerichtet',
  'walletConnect.rejected': 'Verbindung abgelehnt',
  'walletConnect.rejectedNote': 'Die Wallet hat die Verbindung abgelehnt.',
  'walletConnect.relayError': 'Das Relay ist nicht erreichbar',
  'walletConnect.relayErrorNote': 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'walletConnect.failed': 'Verbindung fehlgeschlagen',
  'walletConnect.failedNote': 'Beim Verbinden ist ein Fehler aufgetreten.',
}
