import type { AdapterEvent } from '@portico/core'
import { type Config, getConnections, reconnect, watchConnections } from '@wagmi/core'
import { waitForSettledStatus } from '../adapter/waitForSettledStatus.js'

/**
 * Turns changes of wagmi's connections into adapter events: a connection that went away is a
 * disconnect, changed accounts an accountsChanged, a changed chain a chainChanged. Since it reads
 * wagmi's state, changes made through the app's own wagmi hooks reach core too. Connectors the
 * adapter itself is disconnecting are left out (`isQuiet`).
 *
 * Connections are matched by connector id, not uid: at start-up wagmi replaces the connection it
 * read from storage (a stub connector) with the live one under a new uid, and may drop and re-add
 * it while (re)connecting. A stored connection going away is not the wallet's doing, and a
 * disconnect is only reported once wagmi has settled and the connector really has no connection.
 */
export function watchWalletEvents(
  config: Config,
  emit: (event: AdapterEvent) => void,
  isQuiet: (connectorId: string) => boolean,
): () => void {
  let stopped = false
  const isLive = (connectorId: string) =>
    getConnections(config).some((connection) => connection.connector.id === connectorId)

  /**
   * WagmiProvider with `reconnectOnMount={false}` (Portico reconnects) clears wagmi's connections on
   * mount and leaves its status 'connected': the app resetting what wagmi read from storage, which
   * can land after Portico restored the connection. The wallet did not leave, so restore it.
   */
  const restoreAfterReset = async (connectorId: string): Promise<boolean> => {
    if (config.state.status !== 'connected' || config.state.connections.size > 0) return false
    const connector = config.connectors.find((candidate) => candidate.id === connectorId)
    if (!connector || !(await connector.isAuthorized().catch(() => false))) return false
    const restored = await reconnect(config, { connectors: [connector] }).catch(() => [])
    return restored.some((connection) => connection.connector.id === connectorId)
  }

  const reportDisconnect = async (connectorId: string) => {
    await waitForSettledStatus(config)
    if (stopped || isQuiet(connectorId) || isLive(connectorId)) return
    if (await restoreAfterReset(connectorId)) return
    if (!stopped) emit({ type: 'disconnect', connectorId })
  }

  const stop = watchConnections(config, {
    onChange(connections, previous) {
      for (const before of previous) {
        const connectorId = before.connector.id
        if (isQuiet(connectorId) || typeof before.connector.getProvider !== 'function') continue
        const now = connections.find((connection) => connection.connector.id === connectorId)
        if (!now) {
          void reportDisconnect(connectorId)
          continue
        }
        if (now.accounts.join() !== before.accounts.join()) {
          emit({ type: 'accountsChanged', connectorId, accounts: [...now.accounts] })
        }
        if (now.chainId !== before.chainId) emit({ type: 'chainChanged', connectorId, chainId: now.chainId })
      }
    },
  })
  return () => {
    stopped = true
    stop()
  }
}
