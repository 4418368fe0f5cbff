import type { Connector } from '@portico/core'
import { type ConnectorSource, toPorticoConnector } from './toPorticoConnector.js'

export interface SelectConnectorsOptions {
  enableEIP6963: boolean
  enableInjected: boolean
}

/**
 * The connectors to report, one per wallet: announced wallets only with EIP-6963 on, the legacy
 * injected connector only with injected on, only when a provider is there, and not when that
 * provider is an announced wallet's (the same wallet); the first connector wins on a repeated id.
 */
export function selectConnectors(
  sources: readonly ConnectorSource[],
  options: SelectConnectorsOptions,
): Connector[] {
  const connectors = sources.map(toPorticoConnector).filter((connector) => {
    if (connector.type === 'ANNOUNCED') return options.enableEIP6963
    if (connector.type === 'INJECTED') return options.enableInjected && connector.provider !== undefined
    return true
  })
  const announcedProviders = new Set(
    connectors.filter((connector) => connector.type === 'ANNOUNCED').map((connector) => connector.provider),
  )
  const seen = new Set<string>()
  return connectors.filter((connector) => {
    if (connector.type === 'INJECTED' && announcedProviders.has(connector.provider)) return false
    if (seen.has(connector.id)) return false
    seen.add(connector.id)
    return true
  })
}
