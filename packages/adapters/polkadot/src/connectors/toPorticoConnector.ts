import type { Connector } from '@portico/core'
import { connectorIdOf } from './connectorIdOf.js'
import { extensionNames } from './extensionNames.js'
import type { InjectedWindowProvider } from './InjectedWeb3.js'

/** The core Connector for one `window.injectedWeb3` entry: INJECTED, named after its key. */
export function toPorticoConnector(key: string, entry: InjectedWindowProvider): Connector {
  return {
    id: connectorIdOf(key),
    name: extensionNames[key] ?? key,
    type: 'INJECTED',
    chain: 'polkadot',
    provider: entry,
  }
}
