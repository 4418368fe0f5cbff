import type { AdapterConnection } from '@portico/core'
import { type Config, getConnections, reconnect } from '@wagmi/core'
import { loadWalletActions } from '../actions/loadWalletActions.js'
import type { WagmiConnectors } from './wagmiConnectors.js'
import { waitForHydration } from './waitForHydration.js'
import { waitForSettledStatus } from './waitForSettledStatus.js'

/**
 * The EVM adapter's `reconnect`: the connector's live connection, else wagmi's reconnect of an authorised
 * connector (never a prompt) that keeps the other live connections and the current one; undefined otherwise.
 */
export async function reconnectEip155(
  config: Config,
  connectors: WagmiConnectors,
  connectorId: string,
): Promise<AdapterConnection | undefined> {
  const { findConnector, connectionOf } = connectors
  const connector = findConnector(connectorId)
  if (!connector) return undefined
  await waitForHydration(config)
  // The app (e.g. WagmiProvider) may be reconnecting already; wagmi would then answer us [].
  await waitForSettledStatus(config)
  let restored = connectionOf(connectorId)
  // wagmi's reconnect drops every connection when none succeeds: only try an authorised connector.
  if (!restored && (await connector.isAuthorized())) {
    // It also replaces the connections it has with those it restores and makes the first current: a
    // wallet kept beside the current one (multi-wallet) is restored with the live ones, then the
    // current one is made current again.
    const live = getConnections(config).filter((c) => connectionOf(c.connector.id) === c)
    const current = live.find((c) => c.connector.uid === config.state.current)?.connector
    restored = (await reconnect(config, { connectors: [...live.map((c) => c.connector), connector] })).find(
      (c) => c.connector.id === connectorId,
    )
    await waitForSettledStatus(config)
    if (current && config.state.current !== current.uid && connectionOf(current.id))
      await (await loadWalletActions()).switchConnection(config, { connector: current })
    restored ??= connectionOf(connectorId)
  }
  if (!restored) return undefined
  await connectors.rememberProvider(connector)
  return connectors.toConnection(connectorId, restored.accounts, restored.chainId)
}
