import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ChainNamespace } from '../../types/namespace.js'

/**
 * The namespace's active wallet ended its connection on its own side while the namespace keeps others
 * (multi-wallet): the first kept one that still answers becomes the active one, as a switch does (no
 * prompt, the modal as it is), and the rest stay kept. Resolves false when none is left to take over.
 */
export async function promoteKeptConnection(
  context: Pick<PorticoContext, 'state' | 'portico'>,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<boolean> {
  const { state } = context
  state.connectorStatus[connectorId] = 'disconnected'
  const isKept = (id: string) => id !== connectorId && state.connectorStatus[id] === 'connected'
  state.connections[namespace] = (state.connections[namespace] ?? []).filter((entry) =>
    isKept(entry.connectorId),
  )
  for (const { connectorId: next } of [...(state.connections[namespace] ?? [])]) {
    try {
      await context.portico.connect({ connectorId: next, namespace, keepModalOpen: true })
      return true
    } catch {
      state.connectorStatus[next] = 'disconnected'
    }
  }
  return false
}
