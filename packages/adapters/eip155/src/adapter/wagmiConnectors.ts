import type { AdapterConnection, AdapterContext, Connector as PorticoConnector } from '@portico/core'
import { type Config, type Connection, type Connector, getConnections } from '@wagmi/core'
import type { Address } from 'viem'
import { selectConnectors } from '../connectors/selectConnectors.js'

/** The EVM adapter's view of the wagmi config's connectors: their providers, live connections and Portico connectors. */
export interface WagmiConnectors {
  /** The providers by wagmi connector uid, read once each connector is usable. */
  readonly providers: Map<string, unknown>
  /** The Portico connectors, as the adapter context's EIP-6963 and injected switches allow. */
  getConnectors(context: AdapterContext | undefined): PorticoConnector[]
  /** Reads the provider of a connector (undefined when it has none). */
  rememberProvider(connector: Connector): Promise<void>
  /** Reads the providers of the injected connectors not read yet. */
  resolveProviders(): Promise<unknown>
  findConnector(connectorId: string): Connector | undefined
  /** A live connection: connected now, not one read back from storage (its connector is a stub). */
  connectionOf(connectorId: string): Connection | undefined
  toConnection(
    connectorId: string,
    accounts: readonly [Address, ...Address[]],
    chainId: number,
  ): AdapterConnection
}

/** The connector bookkeeping of {@link eip155Adapter} over the app's wagmi config. */
export function wagmiConnectors(config: Config): WagmiConnectors {
  const providers = new Map<string, unknown>()

  const announcedRdns = () =>
    new Set(config._internal.mipd?.getProviders().map((detail) => detail.info.rdns) ?? [])

  const rememberProvider = async (connector: Connector) => {
    providers.set(connector.uid, await connector.getProvider().catch(() => undefined))
  }

  return {
    providers,
    getConnectors(context) {
      const announced = announcedRdns()
      const sources = config.connectors.map((connector) => ({
        connector,
        provider: providers.get(connector.uid),
        announced: connector.type === 'injected' && announced.has(connector.id),
      }))
      return selectConnectors(sources, {
        enableEIP6963: context?.enableEIP6963 ?? true,
        enableInjected: context?.enableInjected ?? true,
      })
    },
    rememberProvider,
    resolveProviders: () =>
      Promise.all(
        config.connectors
          .filter((connector) => connector.type === 'injected' && !providers.has(connector.uid))
          .map(rememberProvider),
      ),
    findConnector: (connectorId) => config.connectors.find((connector) => connector.id === connectorId),
    connectionOf: (connectorId) =>
      config.state.status === 'connected'
        ? getConnections(config).find(
            (connection) =>
              connection.connector.id === connectorId &&
              typeof connection.connector.getProvider === 'function',
          )
        : undefined,
    toConnection: (connectorId, accounts, chainId) => ({
      connectorId,
      address: accounts[0],
      accounts: accounts.map((account) => ({ address: account, type: 'eoa' as const })),
      chainId,
    }),
  }
}
