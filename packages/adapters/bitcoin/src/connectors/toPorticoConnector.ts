import type { Connector } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { connectorIdOf } from './connectorIdOf.js'

/**
 * The core Connector for a Wallet Standard Bitcoin wallet: ANNOUNCED (it registered itself on the
 * page), its icon as image, the wallet object as provider.
 */
export function toPorticoConnector(wallet: Wallet): Connector {
  return {
    id: connectorIdOf(wallet.name),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    imageUrl: wallet.icon,
    info: { icon: wallet.icon },
    provider: wallet,
  }
}
