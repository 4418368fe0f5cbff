import type { AdapterEvent } from '@portico/core'
import { type Config, watchConnections } from '@wagmi/core'

/**
 * Turns changes of wagmi's connections into adapter events: a connection that went away is a
 * disconnect, changed accounts an accountsChanged, a changed chain a chainChanged. Since it reads
 * wagmi's state, changes made through the app's own wagmi hooks reach core too. Connectors the
 * adapter itself is disconnecting are left out (`isQuiet`).
 */
export function watchWalletEvents(
  config: Config,
  emit: (event: AdapterEvent) => void,
  isQuiet: (connectorId: string) => boolean,
): () => void {
  return watchConnections(config, {
    onChange(connections, previous) {
      for (const before of previous) {
        const connectorId = before.connector.id
        if (isQuiet(connectorId)) continue
        const now = connections.find((connection) => connection.connector.uid === before.connector.uid)
        if (!now) {
          emit({ type: 'disconnect', connectorId })
          continue
        }
        if (now.accounts.join() !== before.accounts.join()) {
          emit({ type: 'accountsChanged', connectorId, accounts: [...now.accounts] })
        }
        if (now.chainId !== before.chainId) emit({ type: 'chainChanged', connectorId, chainId: now.chainId })
      }
    },
  })
}
