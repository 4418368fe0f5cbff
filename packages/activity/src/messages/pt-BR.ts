import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Activity in Brazilian Portuguese: loaded when the locale is chosen (its own chunk). */
export const ptBR: FeatureCatalogue<typeof en> = {
  'activity.sent': 'Enviado',
  'activity.received': 'Recebido',
  'activity.minted': 'Cunhado',
  'activity.traded': 'Negociado',
  'activity.deployed': 'Implantado',
  'activity.executed': 'Executado',
  'activity.pending': 'Pendente',
  'activity.failed': 'Falhou',
  'activity.bought': 'Comprado',
  'activity.buying': 'Comprando',
  'activity.purchaseDetail': '{amount} {currency} em {asset}',
  'activity.today': 'Hoje',
  'activity.yesterday': 'Ontem',
  'activity.pendingList': 'Transações pendentes',
  'activity.loading': 'Carregando transações',
}
