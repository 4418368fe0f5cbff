import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Sign-in in French: loaded when the locale is chosen (its own chunk). */
export const fr: FeatureCatalogue<typeof en> = {
  'siwx.title': 'Connexion',
  'siwx.headline': '{name} vous invite à vous connecter avec votre portefeuille',
  'siwx.account': 'Compte {address} sur {network}',
  'siwx.sign': 'Signer',
  'siwx.cancel': 'Annuler',
  'siwx.authenticating': 'Authentification...',
  'siwx.error': 'Erreur lors de la signature du message',
  'siwx.waiting': 'Confirmez le message dans votre portefeuille',
}
