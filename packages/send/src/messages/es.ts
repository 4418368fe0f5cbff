import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Send in Spanish: loaded when the locale is chosen (its own chunk). */
export const es: FeatureCatalogue<typeof en> = {
  'send.title': 'Enviar',
  'send.previewTitle': 'Revisar envío',
  'send.notConnected': 'Conecta una billetera para enviar',
  'send.token': 'Token',
  'send.tokenPlaceholder': 'Elige un token',
  'send.tokenOption': '{symbol} ({balance})',
  'send.amount': 'Importe',
  'send.max': 'Máx.',
  'send.balance': 'Saldo: {balance}',
  'send.receiver': 'Destinatario',
  'send.receiverPlaceholderEvm': 'Dirección o nombre',
  'send.receiverPlaceholderSolana': 'Dirección',
  'send.review': 'Revisar',
  'send.checking': 'Comprobando…',
  'send.to': 'Para',
  'send.network': 'Red',
  'send.networkFee': 'Comisión de red',
  'send.confirm': 'Enviar',
  'send.waitingWallet': 'Confirma la transferencia en tu billetera',
  'send.pending': 'Enviado: esperando a la red',
  'send.success': 'Enviado {amount} a {receiver}',
  'send.done': 'Listo',
  'send.tryAgain': 'Reintentar',
  'send.edit': 'Editar',
  'send.receiverImage': 'Imagen de perfil de {name}',
}
