import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Pay in Brazilian Portuguese: loaded when the locale is chosen (its own chunk). */
export const ptBR: FeatureCatalogue<typeof en> = {
  'pay.title': 'Pagar',
  'pay.recipient': 'Para',
  'pay.network': 'Rede',
  'pay.notConnected': 'Conecte uma carteira para pagar',
  'pay.payWithWallet': 'Pagar com a carteira',
  'pay.payWithExchange': 'Pagar com {name}',
  'pay.exchangeWaiting': 'Entre na {name} e confirme o pagamento',
  'pay.exchangeOpen': 'Abrir {name}',
  'pay.switching': 'Troque a rede na sua carteira',
  'pay.paying': 'Confirme o pagamento na sua carteira',
  'pay.confirming': 'Pagamento enviado: aguardando a confirmação da rede',
  'pay.success': 'Você pagou {amount} {symbol}',
  'pay.done': 'Concluir',
  'pay.tryAgain': 'Tentar novamente',
  'pay.error.invalidRecipient': 'O endereço do destinatário não é válido',
  'pay.error.invalidAmount': 'O valor não é válido',
  'pay.error.invalidAsset': 'Não é possível pagar aqui com este token',
  'pay.error.unsupportedChain': 'Rede não suportada',
  'pay.error.insufficientBalance': 'Saldo insuficiente',
  'pay.error.userRejected': 'Você recusou o pagamento na sua carteira',
  'pay.error.paymentFailed': 'O pagamento não foi concluído',
  'pay.error.cancelled': 'O pagamento foi cancelado',
  'pay.error.exchangeUnavailable': 'A corretora não pode aceitar este pagamento agora',
  'pay.error.exchangeFailed': 'A corretora não concluiu o pagamento',
}
