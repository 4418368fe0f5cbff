import type { FeatureCatalogue } from '@portico/core'
import type { en } from './en.js'

/** Multi-wallet in Brazilian Portuguese: loaded when the locale is chosen (its own chunk). */
export const ptBR: FeatureCatalogue<typeof en> = {
  'profileWallets.entry': 'Carteiras',
  'profileWallets.title': 'Carteiras conectadas',
  'profileWallets.active': 'Ativa',
  'profileWallets.switch': 'Trocar',
  'profileWallets.switchTo': 'Trocar para {name}',
  'profileWallets.disconnectWallet': 'Desconectar {name}',
  'profileWallets.add': 'Adicionar carteira',
  'profileWallets.notConnected': 'Conecte uma carteira para vê-la aqui',
}
