import type { AdapterContext } from '@portico/core'
import type { WalletSession } from '../sessions/WalletSession.js'
import type { WalletSessions } from '../sessions/walletSessions.js'
import type { WalletDiscovery } from './walletDiscovery.js'

/**
 * An adapter's `setup` listening: announces the connectors whenever a wallet (un)registers, and
 * first ends the sessions of a wallet that left the page, each reported as `disconnect`. Returns
 * the function that stops listening.
 */
export function followWallets<S extends WalletSession>(
  discovery: WalletDiscovery,
  sessions: WalletSessions<S>,
  emit: AdapterContext['emit'],
): () => void {
  return discovery.listen({
    onConnectors: (connectors) => emit({ type: 'connectors', connectors }),
    onUnregister: (wallets) => {
      for (const connectorId of sessions.endWallets(wallets)) emit({ type: 'disconnect', connectorId })
    },
  })
}
