import type { ChainNamespace, WalletConnection } from '@portico/core'

/** One namespace's part of ProfileWallets. */
export interface ConnectionGroup {
  namespace: ChainNamespace
  connections: WalletConnection[]
}

/**
 * ProfileWallets' groups (docs/behaviour.md#permissions): the active namespace's connections first, then each other namespace
 * that keeps several connections at once (a namespace with one wallet has nothing to switch or add there).
 */
export function groupConnections(
  connections: readonly WalletConnection[],
  activeNamespace: ChainNamespace | undefined,
): ConnectionGroup[] {
  const groups = new Map<ChainNamespace, WalletConnection[]>()
  for (const connection of connections) {
    const group = groups.get(connection.namespace)
    if (group) group.push(connection)
    else groups.set(connection.namespace, [connection])
  }
  return [...groups]
    .filter(([namespace, list]) => namespace === activeNamespace || list.length > 1)
    .sort(([a], [b]) => Number(b === activeNamespace) - Number(a === activeNamespace))
    .map(([namespace, list]) => ({ namespace, connections: list }))
}
