import type { ChainNamespace, Portico, WalletRow } from '@portico/core'
import { startConnect } from './connectAttempts.js'

/** A wallet row was chosen: report it, start connecting its connector, show ConnectingExternal. */
export function selectWallet(portico: Portico, row: WalletRow, namespace: ChainNamespace | undefined): void {
  const connector = row.connectors.find((c) => c.chain === namespace) ?? row.connectors[0]
  if (!connector) return
  const target = { walletKey: row.key, connectorId: connector.id, namespace: connector.chain }
  portico.emit({
    type: 'SELECT_WALLET',
    name: row.name,
    connectorId: connector.id,
    namespace: connector.chain,
  })
  startConnect(portico, target)
  portico.push('ConnectingExternal', target)
}
