import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** WalletConnect in Brazilian Portuguese: loaded when the locale is chosen (its own chunk). */
export const ptBR: FeatureCatalogue<typeof en> = {
  'walletConnect.title': 'WalletConnect',
  'walletConnect.qrTag': 'Código QR',
  'walletConnect.qrLabel': 'Código QR do WalletConnect',
  'walletConnect.scan': 'Escaneie este código QR com a carteira do seu celular',
  'walletConnect.scanWallet': 'Escaneie este código QR com {wallet}',
  'walletConnect.openNote': 'Continue em {wallet}',
  'walletConnect.open': 'Abrir {wallet}',
  'walletConnect.preparing': 'Preparando o código QR',
  'walletConnect.approving': 'Aprovado na carteira, conectando',
  'walletConnect.unavailable': 'O WalletConnect não está configurado neste app',
  'walletConnect.rejected': 'Conexão recusada',
  'walletConnect.rejectedNote': 'A carteira recusou a conexão.',
  'walletConnect.relayError': 'Não foi possível acessar o relay',
  'walletConnect.relayErrorNote': 'Verifique sua conexão e tente novamente.',
  'walletConnect.failed': 'Falha na conexão',
  'walletConnect.failedNote': 'Algo deu errado ao conectar.',
}
