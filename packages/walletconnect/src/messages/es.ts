import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** WalletConnect in Spanish: loaded when the locale is chosen (its own chunk). */
export const es: FeatureCatalogue<typeof en> = {
  'walletConnect.title': 'WalletConnect',
  'walletConnect.qrTag': 'Código QR',
  'walletConnect.qrLabel': 'Código QR de WalletConnect',
  'walletConnect.scan': 'Escanea este código QR con la wallet de tu teléfono',
  'walletConnect.scanWallet': 'Escanea este código QR con {wallet}',
  'walletConnect.openNote': 'Continúa en {wallet}',
  'walletConnect.open': 'Abrir {wallet}',
  'walletConnect.preparing': 'Preparando el código QR',
  'walletConnect.approving': 'Aprobado en tu wallet, conectando',
  'walletConnect.unavailable': 'WalletConnect no está configurado para esta app',
  'walletConnect.rejected': 'Conexión rechazada',
  'walletConnect.rejectedNote': 'La wallet rechazó la conexión.',
  'walletConnect.relayError': 'No se pudo contactar con el relay',
  'walletConnect.relayErrorNote': 'Comprueba tu conexión e inténtalo de nuevo.',
  'walletConnect.failed': 'La conexión falló',
  'walletConnect.failedNote': 'Algo salió mal al conectar.',
}
