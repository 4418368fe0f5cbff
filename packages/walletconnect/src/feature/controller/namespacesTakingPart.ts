import type { ChainNamespace } from '@portico/core'
import type { WalletConnectContext } from './WalletConnectContext.js'

/** The namespaces that take part: those whose adapter has connectSession; all of the app's without adapters. */
export function namespacesTakingPart({ feature }: Pick<WalletConnectContext, 'feature'>): ChainNamespace[] {
  const { networks, adapters } = feature.options
  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))]
  const withAdapter = namespaces.filter((namespace) =>
    adapters.some((adapter) => adapter.namespace === namespace),
  )
  if (withAdapter.length === 0) return namespaces
  return withAdapter.filter((namespace) => {
    const adapter = adapters.find((entry) => entry.namespace === namespace)
    return adapter?.connectSession !== undefined
  })
}
