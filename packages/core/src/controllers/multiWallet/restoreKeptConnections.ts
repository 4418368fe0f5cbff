import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { keepConnection } from './keepConnection.js'
import { whenRemoteFeatures } from './whenRemoteFeatures.js'

/**
 * Start-up, after a namespace's active connection was restored (docs/behaviour.md#transitions): the other connections it
 * kept at the last visit are reconnected as silently as the active one (no prompt, no event, the modal
 * untouched) and listed again, once the remote features say multi-wallet is on. One its wallet no longer
 * authorises is left out; a namespace disconnected meanwhile gets none back.
 */
export async function restoreKeptConnections(
  context: Pick<PorticoContext, 'state' | 'storage' | 'adapters' | 'portico'>,
  namespace: ChainNamespace,
  connectorIds: readonly string[],
): Promise<void> {
  const { state } = context
  await whenRemoteFeatures(context.portico)
  const adapter = context.adapters.get(namespace)
  // Read here rather than through isMultiWalletEnabled, which would become a chunk of its own.
  if (!adapter || state.remoteFeatures?.multiWallet !== true) return
  for (const connectorId of connectorIds) {
    const network = state.chains[namespace]?.networkState.caipNetwork
    const result = await adapter
      .reconnect(network ? { connectorId, network } : { connectorId })
      .catch(() => undefined)
    if (result && state.activeConnectorIds[namespace] !== undefined)
      keepConnection(context, namespace, result)
  }
}
