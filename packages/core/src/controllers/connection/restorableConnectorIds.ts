import { CHAIN_NAMESPACES } from '../../constants/namespaces.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ChainNamespace } from '../../types/namespace.js'

/**
 * The stored connector id of each namespace that start-up reconnects through its adapter; anything that is not a
 * string id under a known namespace is ignored, and so is a remote wallet's (its feature restores its own session).
 */
export function restorableConnectorIds(
  context: Pick<PorticoContext, 'storage' | 'options'>,
): Partial<Record<ChainNamespace, string>> {
  const stored: unknown = context.storage.get('activeConnectorIds')
  const ids: Partial<Record<ChainNamespace, string>> = {}
  if (typeof stored !== 'object' || stored === null) return ids
  const remote = new Set(context.options.plugins.map((plugin) => plugin.remoteConnectorId))
  for (const namespace of CHAIN_NAMESPACES) {
    const id: unknown = (stored as Record<string, unknown>)[namespace]
    if (typeof id === 'string' && id && !remote.has(id)) ids[namespace] = id
  }
  return ids
}
