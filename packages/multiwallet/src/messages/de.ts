import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Multi-wallet in German: loaded when the locale is chosen (its own chunk). */
export const de: FeatureCatalogue<typeof en> = {
  'profileWallets.entry': 'Wallets',
  'profileWallets.title': 'Verbundene Wallets',
  'profileWallets.active': 'Aktiv',
  'profileWallets.switch': 'Wechseln',
  'profileWallets.switchTo': 'Zu {name} wechseln',
  'profileWallets.disconnectWallet': '{name} trennen',
  'profileWallets.add': 'Wallet hinzufügen',
  'profileWallets.notConnected': 'Verbinden Sie eine Wallet, um sie hier zu sehen',
}
