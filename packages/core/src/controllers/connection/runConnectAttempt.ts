import { ref } from 'valtio/vanilla'
import { isNetworkSupported } from '../../caip/isNetworkSupported.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import { toWalletError } from '../../instance/toWalletError.js'
import type { AccountStatus, ChainState } from '../../types/account.js'
import type { ChainAdapter } from '../../types/adapter.js'
import type { ConnectAttempt } from '../../types/connectAttempt.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { reportError } from '../errorReports/reportError.js'
import { applyConnection } from './applyConnection.js'
import { rememberRecentWallet } from './rememberRecentWallet.js'

/** An attempt connectWallet has started: the namespace went connecting from `previousStatus`. */
export interface StartedConnectAttempt {
  connectorId: string
  namespace: ChainNamespace
  adapter: ChainAdapter
  chain: ChainState
  previousStatus: AccountStatus
  attempt: ConnectAttempt
}

/**
 * The wallet's part of connectWallet, in its own chunk (loaded on the first connect): the adapter connects (the
 * wallet prompts the visitor), then the account goes connected (CONNECT_SUCCESS). On failure the account goes back
 * and the error is typed: a rejection is a UserRejectedError (USER_REJECTED), and CONNECT_ERROR is emitted.
 */
export async function runConnectAttempt(
  context: Pick<PorticoContext, 'state' | 'storage' | 'portico' | 'adapters' | 'emit'>,
  started: StartedConnectAttempt,
): Promise<void> {
  const { connectorId, namespace, adapter, chain, previousStatus, attempt } = started
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
