import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Send in Brazilian Portuguese: loaded when the locale is chosen (its own chunk). */
export const ptBR: FeatureCatalogue<typeof en> = {
  'send.title': 'Enviar',
  'send.previewTitle': 'Revisar envio',
  'send.notConnected': 'Conecte uma carteira para enviar',
  'send.token': 'Token',
  'send.tokenPlaceholder': 'Selecione um token',
  'send.tokenOption': '{symbol} ({balance})',
  'send.amount': 'Valor',
  'send.max': 'Máx.',
  'send.balance': 'Saldo: {balance}',
  'send.receiver': 'Destinatário',
  'send.receiverPlaceholderEvm': 'Endereço ou nome',
  'send.receiverPlaceholderSolana': 'Endereço',
  'send.review': 'Revisar',
  'send.checking': 'Verificando…',
  'send.to': 'Para',
  'send.network': 'Rede',
  'send.networkFee': 'Taxa de rede',
  'send.confirm': 'Enviar',
  'send.waitingWallet': 'Confirme a transferência na sua carteira',
  'send.pending': 'Enviado: aguardando a rede',
  'send.success': '{amount} enviado para {receiver}',
  'send.done': 'Concluído',
  'send.tryAgain': 'Tentar novamente',
  'send.edit': 'Editar',
  'send.receiverImage': 'Imagem de perfil de {name}',
}
