import type { Connector, ConnectorType } from '@portico/core'
import type { Connector as WagmiConnector } from '@wagmi/core'

/** A wagmi connector with what the adapter learnt about it. */
export interface ConnectorSource {
  connector: Pick<WagmiConnector, 'id' | 'name' | 'type' | 'icon' | 'rdns'>
  /** Its EIP-1193 provider, once resolved (injected connectors only). */
  provider: unknown
  /** Whether it came from an EIP-6963 announcement (wagmi then uses the rdns as its id). */
  announced: boolean
}

/**
 * The core Connector for a wagmi connector: ANNOUNCED for EIP-6963 wallets, INJECTED for the legacy
 * `window.ethereum` connector, WALLET_CONNECT for WalletConnect, EXTERNAL for any other.
 */
export function toPorticoConnector({ connector, provider, announced }: ConnectorSource): Connector {
  const rdns = announced ? connector.id : firstRdns(connector.rdns)
  const info = { ...(rdns ? { rdns } : {}), ...(connector.icon ? { icon: connector.icon } : {}) }
  return {
    id: connector.id,
    name: connector.name,
    type: connectorType(connector.type, announced),
    chain: 'eip155',
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
    ...(Object.keys(info).length > 0 ? { info } : {}),
    ...(provider ? { provider } : {}),
  }
}

function connectorType(wagmiType: string, announced: boolean): ConnectorType {
  if (wagmiType === 'injected') return announced ? 'ANNOUNCED' : 'INJECTED'
  if (wagmiType === 'walletConnect') return 'WALLET_CONNECT'
  return 'EXTERNAL'
}

function firstRdns(rdns: string | readonly string[] | undefined): string | undefined {
  return typeof rdns === 'string' ? rdns : rdns?.[0]
}
