import { standardWalletConnector } from '@portico/adapter-kit'
import type { Connector } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { connectorIdOf } from './connectorIdOf.js'

/** The core Connector for a Wallet Standard Bitcoin wallet (the kit's ANNOUNCED connector, chain `bip122`). */
export function toPorticoConnector(wallet: Wallet): Connector {
  return standardWalletConnector(wallet, 'bip122', connectorIdOf(wallet.name))
}
