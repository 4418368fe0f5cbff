import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Sign-in in Brazilian Portuguese: loaded when the locale is chosen (its own chunk). */
export const ptBR: FeatureCatalogue<typeof en> = {
  'siwx.title': 'Entrar',
  'siwx.headline': '{name} quer que você entre com sua carteira',
  'siwx.account': 'Conta {address} em {network}',
  'siwx.sign': 'Assinar',
  'siwx.cancel': 'Cancelar',
  'siwx.authenticating': 'Autenticando...',
  'siwx.error': 'Erro ao assinar a mensagem',
  'siwx.waiting': 'Confirme a mensagem na sua carteira',
}
