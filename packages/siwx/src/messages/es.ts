import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Sign-in in Spanish: loaded when the locale is chosen (its own chunk). */
export const es: FeatureCatalogue<typeof en> = {
  'siwx.title': 'Iniciar sesión',
  'siwx.headline': '{name} quiere que inicies sesión con tu billetera',
  'siwx.account': 'Cuenta {address} en {network}',
  'siwx.sign': 'Firmar',
  'siwx.cancel': 'Cancelar',
  'siwx.authenticating': 'Autenticando...',
  'siwx.error': 'Error al firmar el mensaje',
  'siwx.waiting': 'Confirma el mensaje en tu billetera',
}
