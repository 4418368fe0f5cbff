import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Sign-in in German: loaded when the locale is chosen (its own chunk). */
export const de: FeatureCatalogue<typeof en> = {
  'siwx.title': 'Anmelden',
  'siwx.headline': '{name} möchte, dass Sie sich mit Ihrer Wallet anmelden',
  'siwx.account': 'Konto {address} auf {network}',
  'siwx.sign': 'Signieren',
  'siwx.cancel': 'Abbrechen',
  'siwx.authenticating': 'Anmeldung läuft...',
  'siwx.error': 'Fehler beim Signieren der Nachricht',
  'siwx.waiting': 'Bestätigen Sie die Nachricht in Ihrer Wallet',
}
