import { standardWalletConnector } from '@portico/adapter-kit'
import type { Connector } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { connectorIdOf } from './connectorIdOf.js'

/** The core Connector for a Wallet Standard Solana wallet (the kit's ANNOUNCED connector, chain `solana`). */
export function toPorticoConnector(wallet: Wallet): Connector {
  return standardWalletConnector(wallet, 'solana', connectorIdOf(wallet.name))
}
