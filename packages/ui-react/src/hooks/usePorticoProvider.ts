import type { ChainNamespace } from '@portico/core'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../state/usePorticoSnapshot.js'

/**
 * The connected wallet's provider in a namespace (EIP-1193 for eip155), typed by the caller.
 * Undefined while that namespace is not connected.
 */
export function usePorticoProvider<Provider = unknown>(
  namespace: ChainNamespace,
): { walletProvider: Provider | undefined } {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const connected = state.chains[namespace]?.accountState.status === 'connected'
  return { walletProvider: connected ? (portico.getProvider(namespace) as Provider) : undefined }
}
