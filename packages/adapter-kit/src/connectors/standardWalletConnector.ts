import type { ChainNamespace, Connector } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'

/**
 * The core Connector for a Wallet Standard wallet of `chain` (the adapter's namespace): ANNOUNCED
 * (it registered itself on the page), its icon as image, the wallet object as provider.
 */
export function standardWalletConnector(
  wallet: Wallet,
  chain: ChainNamespace,
  connectorId: string,
): Connector {
  return {
    id: connectorId,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain,
    imageUrl: wallet.icon,
    info: { icon: wallet.icon },
    provider: wallet,
  }
}
