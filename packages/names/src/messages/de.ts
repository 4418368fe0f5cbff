import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Name registration in German: loaded when the locale is chosen (its own chunk). */
export const de: FeatureCatalogue<typeof en> = {
  'names.entry': 'Namen wählen',
  'names.title': 'Wählen Sie Ihren Namen',
  'names.successTitle': 'Name registriert',
  'names.label': 'Name',
  'names.suggestions': 'Verfügbare Namen',
  'names.register': 'Registrieren',
  'names.signing': 'Signieren Sie die Registrierung in Ihrer Wallet',
  'names.success': 'Das ist jetzt der Name Ihres Kontos',
  'names.done': 'Fertig',
  'names.notConnected': 'Verbinden Sie eine EVM-Wallet, um einen Namen zu registrieren',
}
