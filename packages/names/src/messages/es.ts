import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Name registration in Spanish: loaded when the locale is chosen (its own chunk). */
export const es: FeatureCatalogue<typeof en> = {
  'names.entry': 'Elegir un nombre',
  'names.title': 'Elija su nombre',
  'names.successTitle': 'Nombre registrado',
  'names.label': 'Nombre',
  'names.suggestions': 'Nombres disponibles',
  'names.register': 'Registrar',
  'names.signing': 'Firme el registro en su billetera',
  'names.success': 'Este es ahora el nombre de su cuenta',
  'names.done': 'Listo',
  'names.notConnected': 'Conecte una billetera EVM para registrar un nombre',
}
