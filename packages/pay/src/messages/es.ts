import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Pay in Spanish: loaded when the locale is chosen (its own chunk). */
export const es: FeatureCatalogue<typeof en> = {
  'pay.title': 'Pagar',
  'pay.recipient': 'Para',
  'pay.network': 'Red',
  'pay.notConnected': 'Conecta una billetera para pagar',
  'pay.payWithWallet': 'Pagar con billetera',
  'pay.payWithExchange': 'Pagar con {name}',
  'pay.exchangeWaiting': 'Inicia sesión en {name} y confirma el pago',
  'pay.exchangeOpen': 'Abrir {name}',
  'pay.switching': 'Cambia la red en tu billetera',
  'pay.paying': 'Confirma el pago en tu billetera',
  'pay.confirming': 'Pago enviado: esperando la confirmación de la red',
  'pay.success': 'Pagaste {amount} {symbol}',
  'pay.done': 'Listo',
  'pay.tryAgain': 'Reintentar',
  'pay.error.invalidRecipient': 'La dirección del destinatario no es válida',
  'pay.error.invalidAmount': 'El importe no es válido',
  'pay.error.invalidAsset': 'No se puede pagar aquí con este token',
  'pay.error.unsupportedChain': 'Cadena no compatible',
  'pay.error.insufficientBalance': 'Saldo insuficiente',
  'pay.error.userRejected': 'Rechazaste el pago en tu billetera',
  'pay.error.paymentFailed': 'El pago no se realizó',
  'pay.error.cancelled': 'El pago se canceló',
  'pay.error.exchangeUnavailable': 'El exchange no puede aceptar este pago ahora',
  'pay.error.exchangeFailed': 'El exchange no completó el pago',
}
