import { ref } from 'valtio/vanilla'
import type { Connector } from '../../types/connector.js'
import type { ChainNamespace } from '../../types/namespace.js'
import type { PorticoState } from '../../types/state.js'

/**
 * Replaces a namespace's connectors with what its adapter reports now. Providers are kept out
 * of the state proxy (valtio would otherwise wrap a wallet's provider object).
 */
export function mergeConnectors(
  context: { state: PorticoState },
  namespace: ChainNamespace,
  connectors: readonly Connector[],
): void {
  const others = context.state.connectors.filter((connector) => connector.chain !== namespace)
  const fresh = connectors.map((connector) =>
    connector.provider && typeof connector.provider === 'object'
      ? { ...connector, provider: ref(connector.provider) }
      : { ...connector },
  )
  context.state.connectors = [...others, ...fresh]
}
