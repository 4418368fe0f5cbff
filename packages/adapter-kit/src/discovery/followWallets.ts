import type { Wallet } from '@wallet-standard/base'
import type { ChainDriverKit } from '../driver/ChainDriverKit.js'
import type { DriverSession } from '../driver/DriverSession.js'
import type { WalletDiscovery } from './walletDiscovery.js'

/**
 * A Wallet Standard driver's `setup` listening: announces the connectors whenever a wallet (un)registers,
 * and first ends the sessions of a wallet that left the page, each reported as `disconnect`. Returns the
 * function that stops listening.
 */
export function followWallets<S extends DriverSession<Wallet>>(
  discovery: WalletDiscovery,
  kit: Pick<ChainDriverKit<S>, 'emit' | 'endSessions'>,
): () => void {
  return discovery.listen({
    onConnectors: (connectors) => kit.emit({ type: 'connectors', connectors }),
    onUnregister: (wallets) => kit.endSessions((session) => wallets.includes(session.wallet)),
  })
}
