import {
  type ChainNamespace,
  type Connection,
  formatCaipAddress,
  type PorticoState,
  type WalletConnection,
} from '@portico/core'

type ConnectionsState = Pick<
  PorticoState,
  'chains' | 'connections' | 'connectorStatus' | 'activeConnectorIds' | 'connectors'
>

function toWalletConnection(
  state: ConnectionsState,
  namespace: ChainNamespace,
  connection: Connection,
): WalletConnection | undefined {
  const address = connection.accounts[0]?.address
  if (address === undefined) return undefined
  const active = state.activeConnectorIds[namespace] === connection.connectorId
  const connector = state.connectors.find(
    (entry) => entry.chain === namespace && entry.id === connection.connectorId,
  )
  const info = active ? state.chains[namespace]?.accountState.connectedWalletInfo : undefined
  const icon = connector?.imageUrl ?? connector?.info?.icon ?? info?.icon
  const network = connection.caipNetwork
  return {
    namespace,
    connectorId: connection.connectorId,
    address,
    caipAddress: network
      ? formatCaipAddress({ chainNamespace: namespace, chainId: network.id, address })
      : undefined,
    accounts: connection.accounts.map((account) => ({ ...account })),
    caipNetwork: network,
    wallet: { name: connector?.name ?? info?.name ?? connection.connectorId, ...(icon ? { icon } : {}) },
    active,
  }
}

/**
 * The wallet connections a namespace keeps (every namespace's when none is given), the active one
 * first; one whose connector was disconnected (by the visitor or its wallet) is left out. Without the
 * multiWallet remote feature core keeps only the active connection, so that is all it lists.
 */
export function selectWalletConnections(
  state: ConnectionsState,
  namespace?: ChainNamespace,
): WalletConnection[] {
  const namespaces = namespace ? [namespace] : (Object.keys(state.connections) as ChainNamespace[])
  return namespaces.flatMap((entry) =>
    (state.connections[entry] ?? [])
      .filter(
        (connection) =>
          state.activeConnectorIds[entry] === connection.connectorId ||
          state.connectorStatus[connection.connectorId] === 'connected',
      )
      .flatMap((connection) => toWalletConnection(state, entry, connection) ?? [])
      .sort((a, b) => Number(b.active) - Number(a.active)),
  )
}
