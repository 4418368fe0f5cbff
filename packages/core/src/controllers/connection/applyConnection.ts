import type { PorticoContext } from '../../instance/PorticoContext.js'
import { createAccountState } from '../../state/createAccountState.js'
import { networkForChainId } from '../../state/networkForChainId.js'
import { placeAccount } from '../../state/placeAccount.js'
import type { ConnectedWalletInfo, Connection } from '../../types/account.js'
import type { AdapterConnection } from '../../types/adapter.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { persistConnection } from './persistConnection.js'
import { preferredAccountType } from './preferredAccountType.js'

function walletInfo(context: Pick<PorticoContext, 'state'>, namespace: ChainNamespace, connectorId: string) {
  const connector = context.state.connectors.find(
    (entry) => entry.chain === namespace && entry.id === connectorId,
  )
  const info: ConnectedWalletInfo = { name: connector?.name ?? connectorId, connectorId }
  const icon = connector?.imageUrl ?? connector?.info?.icon
  if (icon !== undefined) info.icon = icon
  if (connector?.info?.rdns !== undefined) info.rdns = connector.info.rdns
  if (connector?.type !== undefined) info.type = connector.type
  return info
}

/**
 * Records what an adapter reports after connect or reconnect: the namespace becomes connected
 * on the wallet's network (or the 'unsupported network' placeholder), its connector becomes the
 * active one, and the connection is stored for the next visit.
 */
export function applyConnection(
  context: Pick<PorticoContext, 'state' | 'storage' | 'portico'>,
  namespace: ChainNamespace,
  result: AdapterConnection,
): void {
  const { state } = context
  const chain = state.chains[namespace]
  if (!chain) return
  const network = networkForChainId(chain, result.chainId)
  const connection: Connection = {
    connectorId: result.connectorId,
    accounts: result.accounts,
    caipNetwork: network,
  }

  chain.networkState.caipNetwork = network
  // Another account starts clean: no balance, name or tokens of the previous one linger.
  if (chain.accountState.address !== result.address) chain.accountState = createAccountState()
  placeAccount(chain.accountState, namespace, network, result.address)
  Object.assign(chain.accountState, {
    connectedWalletInfo: walletInfo(context, namespace, result.connectorId),
    preferredAccountType: preferredAccountType(context, namespace, result.accounts),
    status: 'connected',
  })
  // With multi-wallet (a remote feature) earlier connections stay listed; otherwise only the active one shows.
  const multiWallet = state.remoteFeatures?.multiWallet === true
  const others = (state.connections[namespace] ?? []).filter(
    (entry) => entry.connectorId !== result.connectorId,
  )
  for (const other of others)
    state.connectorStatus[other.connectorId] = multiWallet ? 'connected' : 'disconnected'
  state.activeConnectorIds[namespace] = result.connectorId
  state.connectorStatus[result.connectorId] = 'active'
  const connections = multiWallet ? [connection, ...others] : [connection]
  state.connections[namespace] = connections
  state.activeNamespace = namespace
  persistConnection(context.storage, {
    namespace,
    connection,
    connections,
    caipNetworkId: network.caipNetworkId,
  })
}
