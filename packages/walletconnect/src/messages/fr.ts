import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** WalletConnect in French: loaded when the locale is chosen (its own chunk). */
export const fr: FeatureCatalogue<typeof en> = {
  'walletConnect.title': 'WalletConnect',
  'walletConnect.qrTag': 'Code QR',
  'walletConnect.qrLabel': 'Code QR WalletConnect',
  'walletConnect.scan': 'Scannez ce code QR avec le portefeuille de votre téléphone',
  'walletConnect.scanWallet': 'Scannez ce code QR avec {wallet}',
  'walletConnect.openNote': 'Continuez dans {wallet}',
  'walletConnect.open': 'Ouvrir {wallet}',
  'walletConnect.preparing': 'Préparation du code QR',
  'walletConnect.approving': 'Approuvé dans votre portefeuille, connexion en cours',
  'walletConnect.unavailable': "WalletConnect n'est pas configuré pour cette application",
  'walletConnect.rejected': 'Connexion refusée',
  'walletConnect.rejectedNote': 'Le portefeuille a refusé la connexion.',
  'walletConnect.relayError': 'Relais injoignable',
  'walletConnect.relayErrorNote': 'Vérifiez votre connexion et réessayez.',
  'walletConnect.failed': 'Échec de la connexion',
  'walletConnect.failedNote': 'Un problème est survenu pendant la connexion.',
}
