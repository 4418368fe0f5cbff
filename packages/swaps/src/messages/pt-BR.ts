import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Swaps in Brazilian Portuguese: loaded when the locale is chosen (its own chunk). */
export const ptBR: FeatureCatalogue<typeof en> = {
  'swap.title': 'Trocar',
  'swap.previewTitle': 'Revisar troca',
  'swap.selectToken': 'Selecionar token',
  'swap.error.swapsDisabled': 'As trocas não estão ativadas para este projeto',
  'swap.error.noRoute': 'Não há rota de troca entre estes tokens',
  'swap.error.providerError': 'O serviço de troca falhou: tente novamente',
  'swap.error.providerTimeout': 'O serviço de troca não respondeu a tempo: tente novamente',
  'swap.error.noCloud': 'As trocas precisam do Portico Cloud',
  'swap.error.unsupportedChain': 'Rede não suportada',
  'swap.error.invalidAmount': 'Informe um valor válido',
  'swap.error.insufficientBalance': 'Saldo insuficiente',
  'swap.error.quoteStale': 'O preço mudou: confira a nova cotação',
  'swap.error.approvalReverted': 'A aprovação falhou na rede',
  'swap.error.swapReverted':
    'A troca foi revertida na rede (o preço passou do seu slippage): só a taxa de rede foi paga',
  'swap.error.userRejected': 'O usuário rejeitou a solicitação',
  'swap.error.unknown': 'Algo deu errado',
}
