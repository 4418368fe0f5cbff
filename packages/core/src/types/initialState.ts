import type { CaipNetworkId, ChainNamespace } from './namespace.js'

/** A namespace's connection as the session cookie remembers it. */
export interface InitialConnection {
  connectorId: string
  address: string
  caipNetworkId: CaipNetworkId
}

/**
 * What a server reads of a returning visitor's session from the request's cookie
 * (`cookieToInitialState`), so it renders the connected button and the first client render equals it.
 */
export interface PorticoInitialState {
  activeNamespace?: ChainNamespace
  activeNetworkId?: CaipNetworkId
  connections: Partial<Record<ChainNamespace, InitialConnection>>
}
