import { type Locale, type Network, SDK_VERSION } from '@portico/core'
import { type AppMessagePayload, syncedNetworkSchema } from '../protocol/appMessageSchemas.js'
import { MAX_SYNCED_NETWORKS } from '../protocol/protocolLimits.js'

/**
 * SYNC_DAPP_DATA for the frame: the project, the widget's locale (the frame's screens' language) and the app's
 * eip155 and solana networks with their native currencies, so the frame's approval screen shows amounts in the
 * active network's symbol and decimals. Each network is checked
 * against the protocol's schema here as the frame checks the message, and one that fails (a 40-letter symbol) is
 * left out (the frame then shows that network's amounts in ETH units) rather than spoiling the whole message.
 */
export function frameDappData(
  projectId: string,
  networks: readonly Network[],
  locale: Locale,
): AppMessagePayload<'SYNC_DAPP_DATA'> {
  const synced = networks
    .filter((network) => network.chainNamespace === 'eip155' || network.chainNamespace === 'solana')
    .map(({ caipNetworkId, nativeCurrency: { name, symbol, decimals } }) => ({
      chainId: caipNetworkId,
      nativeCurrency: { name, symbol, decimals },
    }))
    .filter((entry) => syncedNetworkSchema.safeParse(entry).success)
    .slice(0, MAX_SYNCED_NETWORKS)
  return { projectId, sdkVersion: SDK_VERSION, locale, networks: synced }
}
