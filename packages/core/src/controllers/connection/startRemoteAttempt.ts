import { ref } from 'valtio/vanilla'
import { isChainNamespace } from '../../caip/isChainNamespace.js'
import type { PorticoError } from '../../errors/PorticoError.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { AccountStatus } from '../../types/account.js'
import type { ConnectAttempt } from '../../types/connectAttempt.js'
import type { ChainNamespace } from '../../types/namespace.js'
import type { RemoteSession } from '../../types/remoteSession.js'

/** A remote session's connect as its call started it: the status each namespace had before it went 'connecting'. */
export interface StartedRemoteAttempt {
  previous: Partial<Record<ChainNamespace, AccountStatus>>
  attempt: ConnectAttempt | undefined
}

/** The namespaces of a session that connect: those whose adapter takes part (`connectSession`), of `only` if given. */
export function sessionNamespaces(
  context: Pick<PorticoContext, 'adapters'>,
  session: RemoteSession,
  only: readonly ChainNamespace[] | undefined,
): ChainNamespace[] {
  return Object.keys(session.namespaces).filter(
    (key): key is ChainNamespace =>
      isChainNamespace(key) &&
      context.adapters.get(key)?.connectSession !== undefined &&
      (only === undefined || only.includes(key)),
  )
}

/**
 * Starts a remote session's connect in the call that asked for it (the feature context's `connectSession`), as
 * connectWallet does: each namespace it connects goes 'connecting' and `state.connectAttempt` is waiting for the
 * session's connector (on the active namespace when the session has it).
 */
export function startRemoteAttempt(
  context: Pick<PorticoContext, 'state' | 'adapters'>,
  session: RemoteSession,
  only: readonly ChainNamespace[] | undefined,
): StartedRemoteAttempt {
  const { state } = context
  const previous: StartedRemoteAttempt['previous'] = {}
  const namespaces = sessionNamespaces(context, session, only)
  for (const namespace of namespaces) {
    const account = state.chains[namespace]?.accountState
    if (!account) continue
    previous[namespace] = account.status
    account.status = 'connecting'
  }
  const active = state.activeNamespace
  const namespace = active !== undefined && namespaces.includes(active) ? active : namespaces[0]
  if (namespace !== undefined)
    state.connectAttempt = { connectorId: session.connectorId, namespace, status: 'waiting' }
  return { previous, attempt: namespace === undefined ? undefined : state.connectAttempt }
}

/** Ends a started remote connect: connected without `error`, else declined (`rejected`) or failed; a newer is left. */
export function endRemoteAttempt(
  context: Pick<PorticoContext, 'state'>,
  started: StartedRemoteAttempt,
  error?: PorticoError,
): void {
  const { attempt } = started
  if (!attempt || context.state.connectAttempt !== attempt) return
  Object.assign(
    attempt,
    error
      ? { status: error instanceof UserRejectedError ? 'rejected' : 'error', error: ref(error) }
      : { status: 'connected' },
  )
}
