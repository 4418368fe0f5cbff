import { ref } from 'valtio/vanilla'
import { isNetworkSupported } from '../../caip/isNetworkSupported.js'
import { AdapterNotFoundError } from '../../errors/AdapterNotFoundError.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import { toWalletError } from '../../instance/toWalletError.js'
import type { ConnectAttempt } from '../../types/connectAttempt.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { reportError } from '../errorReports/reportError.js'
import { applyConnection } from './applyConnection.js'
import { rememberRecentWallet } from './rememberRecentWallet.js'

/**
 * Connects a connector through its namespace's adapter (the wallet prompts the visitor): the
 * account goes connecting, then connected (CONNECT_SUCCESS). On failure it goes back and the
 * error is typed: a rejection is a UserRejectedError (USER_REJECTED), and CONNECT_ERROR is emitted. The attempt
 * and how it ends are in `state.connectAttempt`, what ConnectingExternal shows; a newer attempt replaces it.
 */
export async function connectWallet(
  context: Pick<PorticoContext, 'state' | 'storage' | 'portico' | 'adapters' | 'emit'>,
  parameters: { connectorId: string; namespace: ChainNamespace },
): Promise<void> {
  const { connectorId, namespace } = parameters
  const adapter = context.adapters.get(namespace)
  const chain = context.state.chains[namespace]
  if (!adapter || !chain) throw new AdapterNotFoundError({ namespace })

  const previousStatus = chain.accountState.status
  chain.accountState.status = 'connecting'
  context.state.connectAttempt = { connectorId, namespace, status: 'waiting' }
  const attempt = context.state.connectAttempt
  const settle = (update: Partial<ConnectAttempt>) => {
    if (context.state.connectAttempt === attempt) Object.assign(attempt, update)
  }
  try {
    const current = chain.networkState.caipNetwork
    const network = current && isNetworkSupported(chain.caipNetworks, current) ? current : undefined
    const result = await adapter.connect(network ? { connectorId, network } : { connectorId })
    applyConnection(context, namespace, result)
    rememberRecentWallet(context, namespace, connectorId)
    context.emit({
      type: 'CONNECT_SUCCESS',
      name: chain.accountState.connectedWalletInfo?.name ?? connectorId,
      connectorId,
      namespace,
      address: result.address,
    })
    settle({ status: 'connected' })
  } catch (error) {
    chain.accountState.status = previousStatus === 'connecting' ? 'disconnected' : previousStatus
    const typed = toWalletError(error)
    if (typed instanceof UserRejectedError) context.emit({ type: 'USER_REJECTED', connectorId })
    context.emit({ type: 'CONNECT_ERROR', connectorId, namespace, message: typed.shortMessage })
    reportError(context, 'CONNECTION', typed)
    settle({ status: typed instanceof UserRejectedError ? 'rejected' : 'error', error: ref(typed) })
    throw typed
  }
}
