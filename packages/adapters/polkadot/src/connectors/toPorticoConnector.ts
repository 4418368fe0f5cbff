import type { Connector } from '@portico/core'
import { connectorIdOf } from './connectorIdOf.js'
import { knownExtensions, readableExtensionName } from './extensionNames.js'
import type { InjectedWindowProvider } from './InjectedWeb3.js'

/**
 * The core Connector for one `window.injectedWeb3` entry: INJECTED, with the extension's name and
 * icon when it is a known one, else its key made readable.
 */
export function toPorticoConnector(key: string, entry: InjectedWindowProvider): Connector {
  const known = knownExtensions[key]
  return {
    id: connectorIdOf(key),
    name: known?.name ?? readableExtensionName(key),
    type: 'INJECTED',
    chain: 'polkadot',
    ...(known ? { imageUrl: known.icon } : {}),
    provider: entry,
  }
}
