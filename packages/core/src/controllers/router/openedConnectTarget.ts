import type { ChainNamespace } from '../../types/namespace.js'
import type { PorticoState } from '../../types/state.js'
import type { RouterData, ViewName } from '../../types/view.js'

/**
 * The connector that opening the modal straight on ConnectingExternal asks to connect (its data's connector, in its
 * namespace or the active one), or undefined: another view, no connector, or that connector already waiting. `open`
 * starts it in the same call, so a wallet that opens a popup still has the visitor's gesture.
 */
export function openedConnectTarget(
  state: PorticoState,
  view: ViewName,
  data: RouterData | undefined,
): { connectorId: string; namespace: ChainNamespace } | undefined {
  if (view !== 'ConnectingExternal' || typeof data?.connectorId !== 'string') return undefined
  const namespace = data.namespace ?? state.activeNamespace
  if (namespace === undefined) return undefined
  const attempt = state.connectAttempt
  if (attempt?.connectorId === data.connectorId && attempt.status === 'waiting') return undefined
  return { connectorId: data.connectorId, namespace }
}
