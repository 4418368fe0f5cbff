import type { ChainNamespace, Portico, WalletRow } from '@portico/core'
import { featureConnectRows } from './featureConnectRows.js'

/**
 * A wallet row was chosen: report it, start connecting its connector, show ConnectingExternal. A registry wallet
 * without a connector (no extension here) pairs through a feature that pairs listings (WalletConnect's
 * `connectRow.pairsListings`) when the app has one: its view with the listing (its image, name and deep links).
 */
export function selectWallet(portico: Portico, row: WalletRow, namespace: ChainNamespace | undefined): void {
  const connector = row.connectors.find((c) => c.chain === namespace) ?? row.connectors[0]
  if (!connector) {
    const pairing = featureConnectRows(portico).find((entry) => entry.row.pairsListings)
    if (row.listing && pairing) portico.push(pairing.row.view, { wallet: row.listing })
    return
  }
  const target = { walletKey: row.key, connectorId: connector.id, namespace: connector.chain }
  portico.emit({
    type: 'SELECT_WALLET',
    name: row.name,
    connectorId: connector.id,
    namespace: connector.chain,
  })
  // Started here, in the click, so wallets that open a popup get the user gesture they need; the view shows how it goes.
  portico.connect({ connectorId: connector.id, namespace: connector.chain }).catch(() => undefined)
  portico.push('ConnectingExternal', target)
}
