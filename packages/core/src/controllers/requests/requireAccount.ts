import { isNetworkSupported } from '../../caip/isNetworkSupported.js'
import { AdapterNotFoundError } from '../../errors/AdapterNotFoundError.js'
import { formatMessage } from '../../errors/formatMessage.js'
import { PorticoError } from '../../errors/PorticoError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ChainAdapter } from '../../types/adapter.js'
import type { ChainNamespace } from '../../types/namespace.js'
import type { Network } from '../../types/network.js'

export interface ConnectedAccount {
  namespace: ChainNamespace
  adapter: ChainAdapter
  address: string
  network: Network
  /** The network is one of the app's networks. */
  supported: boolean
}

/** The connected account a wallet request goes to ('Address or auth connector not found' without one). */
export function requireAccount(
  context: Pick<PorticoContext, 'state' | 'adapters'>,
  namespace: ChainNamespace | undefined = context.state.activeNamespace,
): ConnectedAccount {
  if (namespace === undefined) throw new AdapterNotFoundError()
  const adapter = context.adapters.get(namespace)
  const chain = context.state.chains[namespace]
  if (!adapter || !chain) throw new AdapterNotFoundError({ namespace })
  const { address, status } = chain.accountState
  const network = chain.networkState.caipNetwork
  if (status !== 'connected' || !address || !network) {
    throw new PorticoError(formatMessage('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND'), {
      code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
    })
  }
  return { namespace, adapter, address, network, supported: isNetworkSupported(chain.caipNetworks, network) }
}
