import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Name registration in French: loaded when the locale is chosen (its own chunk). */
export const fr: FeatureCatalogue<typeof en> = {
  'names.entry': 'Choisir un nom',
  'names.title': 'Choisissez votre nom',
  'names.successTitle': 'Nom enregistré',
  'names.label': 'Nom',
  'names.suggestions': 'Noms disponibles',
  'names.register': 'Enregistrer',
  'names.signing': "Signez l'enregistrement dans votre portefeuille",
  'names.success': 'C’est désormais le nom de votre compte',
  'names.done': 'Terminé',
  'names.notConnected': 'Connectez un portefeuille EVM pour enregistrer un nom',
}
