import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Name registration in Brazilian Portuguese: loaded when the locale is chosen (its own chunk). */
export const ptBR: FeatureCatalogue<typeof en> = {
  'names.entry': 'Escolher um nome',
  'names.title': 'Escolha seu nome',
  'names.successTitle': 'Nome registrado',
  'names.label': 'Nome',
  'names.suggestions': 'Nomes disponíveis',
  'names.register': 'Registrar',
  'names.signing': 'Assine o registro na sua carteira',
  'names.success': 'Este agora é o nome da sua conta',
  'names.done': 'Concluído',
  'names.notConnected': 'Conecte uma carteira EVM para registrar um nome',
}
