import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Activity in Spanish: loaded when the locale is chosen (its own chunk). */
export const es: FeatureCatalogue<typeof en> = {
  'activity.sent': 'Enviado',
  'activity.received': 'Recibido',
  'activity.minted': 'Acuñado',
  'activity.traded': 'Intercambiado',
  'activity.deployed': 'Desplegado',
  'activity.executed': 'Ejecutado',
  'activity.pending': 'Pendiente',
  'activity.failed': 'Fallida',
  'activity.bought': 'Comprado',
  'activity.buying': 'Comprando',
  'activity.purchaseDetail': '{amount} {currency} en {asset}',
  'activity.today': 'Hoy',
  'activity.yesterday': 'Ayer',
  'activity.pendingList': 'Transacciones pendientes',
  'activity.loading': 'Cargando transacciones',
}
