import { createSignClient } from '../../sign/createSignClient.js'
import type { SignClient } from '../../sign/SignClient.js'
import { defaultRelayUrl } from './defaultRelayUrl.js'
import type { WalletConnectContext } from './WalletConnectContext.js'

/** The feature's Sign client, made on first use (no socket yet: it opens on the first pairing or resume). */
export function signClientOf(
  context: Pick<WalletConnectContext, 'feature' | 'options' | 'client'>,
): SignClient {
  if (context.client) return context.client
  const { feature, options } = context
  const relayUrl = options.relayUrl ?? defaultRelayUrl(feature.options.cloudUrl)
  if (relayUrl === undefined)
    throw new Error('WalletConnect needs a relay: set walletConnect({ relayUrl }) or the cloudUrl option')
  context.client = createSignClient({
    relayUrl,
    projectId: feature.options.projectId,
    metadata: options.metadata ??
      feature.options.metadata ?? { name: 'Portico', description: '', url: 'http://localhost', icons: [] },
  })
  return context.client
}
