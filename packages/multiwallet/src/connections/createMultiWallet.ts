import {
  ALERTS,
  type ChainNamespace,
  isMultiWalletEnabled,
  type Portico,
  type PorticoMultiWallet,
  type WalletConnection,
  type WalletConnectionParameters,
} from '@portico/core'
import { ConnectionNotFoundError } from './ConnectionNotFoundError.js'
import { dropConnection } from './dropConnection.js'
import { readConnectionBalance } from './readConnectionBalance.js'
import { selectWalletConnections } from './selectWalletConnections.js'

const connectionsKey = (connections: readonly WalletConnection[]) =>
  connections
    .map((entry) => `${entry.caipAddress ?? entry.address} ${entry.connectorId} ${entry.active}`)
    .join()

/**
 * The multi-wallet API of docs/behaviour.md#permissions over an instance: several connections per namespace, which core
 * keeps while the project's `multiWallet` remote feature is on. Each call first checks the feature;
 * without it the 'Multi-Wallet Not Enabled' info alert shows (once per instance) and the call gives
 * an empty result. A switch is a connect of a connector the namespace already keeps (no prompt, the
 * modal stays open); deleting the active connection first switches to the next one.
 */
export function createMultiWallet(
  portico: Pick<Portico, 'state' | 'connect' | 'disconnect' | 'getAdapter' | 'showAlert' | 'subscribe'>,
): PorticoMultiWallet {
  const { state } = portico
  const refused = () => {
    if (isMultiWalletEnabled(state)) return false
    const { title, description, variant } = ALERTS.MULTI_WALLET_NOT_ENABLED
    portico.showAlert({ message: `${title}: ${description}`, variant, code: 'MULTI_WALLET_NOT_ENABLED' })
    return true
  }
  const find = ({ connectorId, namespace = state.activeNamespace }: WalletConnectionParameters) => {
    const list = namespace ? selectWalletConnections(state, namespace) : []
    const connection = list.find((entry) => entry.connectorId === connectorId)
    if (!namespace || !connection) throw new ConnectionNotFoundError({ namespace, connectorId })
    return { namespace, connection, list }
  }
  const select = (namespace?: ChainNamespace) => selectWalletConnections(state, namespace)

  return {
    isEnabled: () => isMultiWalletEnabled(state),
    getConnections: async (namespace) => (refused() ? [] : select(namespace)),
    async switchConnection(parameters) {
      if (refused()) return
      const { namespace, connection } = find(parameters)
      if (!connection.active)
        await portico.connect({ connectorId: connection.connectorId, namespace, keepModalOpen: true })
    },
    async deleteConnection(parameters) {
      if (refused()) return
      const { namespace, connection, list } = find(parameters)
      if (connection.active) {
        const next = list.find((entry) => !entry.active)
        if (!next) return portico.disconnect({ namespace, keepModalOpen: true })
        await portico.connect({ connectorId: next.connectorId, namespace, keepModalOpen: true })
      }
      dropConnection(state, namespace, connection.connectorId)
      await portico.getAdapter(namespace).disconnect({ connectorId: connection.connectorId })
    },
    subscribeConnections(listener, namespace) {
      if (refused()) {
        listener([])
        return () => undefined
      }
      let last = connectionsKey(select(namespace))
      return portico.subscribe(() => {
        const connections = select(namespace)
        const key = connectionsKey(connections)
        if (key === last) return
        last = key
        listener(connections)
      })
    },
    async getBalance(parameters) {
      if (refused()) return undefined
      return readConnectionBalance(portico, find(parameters).connection)
    },
  }
}
