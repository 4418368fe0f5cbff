import type { ChainNamespace, PorticoState } from '@portico/core'

/** Removes one connection that is not the namespace's active one from its list; its connector is disconnected. */
export function dropConnection(
  state: Pick<PorticoState, 'connections' | 'connectorStatus'>,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  const list = state.connections[namespace]
  if (list) state.connections[namespace] = list.filter((entry) => entry.connectorId !== connectorId)
  state.connectorStatus[connectorId] = 'disconnected'
}
