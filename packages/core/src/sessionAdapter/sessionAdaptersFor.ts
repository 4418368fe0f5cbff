import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { ChainAdapter } from '../types/adapter.js'
import { createSessionAdapter } from './createSessionAdapter.js'

/**
 * The adapters an instance works with: the app's; for an app without any (`adapters: []`, allowed with a
 * remote-wallet feature such as walletConnect()), a session adapter for each namespace of its networks, so that a
 * remote wallet's session connects those namespaces as any wallet does.
 */
export function sessionAdaptersFor(options: Pick<ResolvedOptions, 'adapters' | 'networks'>): ChainAdapter[] {
  if (options.adapters.length > 0) return [...options.adapters]
  const namespaces = new Set(options.networks.map((network) => network.chainNamespace))
  return [...namespaces].map(createSessionAdapter)
}
