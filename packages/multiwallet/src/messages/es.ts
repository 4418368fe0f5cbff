import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Multi-wallet in Spanish: loaded when the locale is chosen (its own chunk). */
export const es: FeatureCatalogue<typeof en> = {
  'profileWallets.entry': 'Billeteras',
  'profileWallets.title': 'Billeteras conectadas',
  'profileWallets.active': 'Activa',
  'profileWallets.switch': 'Cambiar',
  'profileWallets.switchTo': 'Cambiar a {name}',
  'profileWallets.disconnectWallet': 'Desconectar {name}',
  'profileWallets.add': 'Añadir billetera',
  'profileWallets.notConnected': 'Conecte una billetera para verla aquí',
}
