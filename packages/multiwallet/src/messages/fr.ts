import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Multi-wallet in French: loaded when the locale is chosen (its own chunk). */
export const fr: FeatureCatalogue<typeof en> = {
  'profileWallets.entry': 'Portefeuilles',
  'profileWallets.title': 'Portefeuilles connectés',
  'profileWallets.active': 'Actif',
  'profileWallets.switch': 'Changer',
  'profileWallets.switchTo': 'Passer à {name}',
  'profileWallets.disconnectWallet': 'Déconnecter {name}',
  'profileWallets.add': 'Ajouter un portefeuille',
  'profileWallets.notConnected': 'Connectez un portefeuille pour le voir ici',
}
