import type { FeatureInstance, Portico } from '@portico/core'

/**
 * Core disconnects a namespace's active connector; the other connections it kept (multi-wallet) are
 * ended here when the namespace disconnects, so the app's wallet library (wagmi) holds none of them.
 */
export function forgetKeptConnections(
  portico: Pick<Portico, 'state' | 'subscribe' | 'getAdapter'>,
): Pick<FeatureInstance<unknown>, 'onDisconnected' | 'destroy'> {
  const { state } = portico
  const kept: Record<string, string[]> = {}
  const stop = portico.subscribe(() => {
    for (const [namespace, connections] of Object.entries(state.connections))
      kept[namespace] = connections.flatMap(({ connectorId }) =>
        state.connectorStatus[connectorId] === 'connected' ? [connectorId] : [],
      )
  })
  return {
    onDisconnected(namespace) {
      for (const connectorId of kept[namespace] ?? [])
        portico
          .getAdapter(namespace)
          .disconnect({ connectorId })
          .catch((error: unknown) => console.warn('Portico: could not disconnect a kept wallet', error))
      delete kept[namespace]
    },
    destroy: stop,
  }
}
