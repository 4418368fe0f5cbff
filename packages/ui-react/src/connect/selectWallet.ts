import type { ChainNamespace, Portico, WalletRow } from '@portico/core'
import { walletConnectControls } from './useWalletConnect.js'

/**
 * A wallet row was chosen: report it, start connecting its connector, show ConnectingExternal. A registry wallet
 * without a connector (no extension here) pairs over WalletConnect when the app has the feature: ConnectingWalletConnect
 * with its listing (its image, name and deep links).
 */
export function selectWallet(portico: Portico, row: WalletRow, namespace: ChainNamespace | undefined): void {
  const connector = row.connectors.find((c) => c.chain === namespace) ?? row.connectors[0]
  if (!connector) {
    if (row.listing && walletConnectControls(portico))
      portico.push('ConnectingWalletConnect', { wallet: row.listing })
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
