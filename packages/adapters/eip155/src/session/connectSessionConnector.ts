import type { AdapterConnection, Network, RemoteSession } from '@portico/core'
import { type Config, type Connection, type Connector, connect } from '@wagmi/core'
import type { Address } from 'viem'
import { waitForHydration } from '../adapter/waitForHydration.js'
import { waitForSettledStatus } from '../adapter/waitForSettledStatus.js'
import { toWalletError } from '../errors/toWalletError.js'
import { createSessionProvider } from './createSessionProvider.js'
import { sessionConnector } from './sessionConnector.js'

/** What the adapter lends a session's connection: its wagmi config, networks, providers and helpers. */
export interface SessionHost {
  config: Config
  /** The app's networks, for the session provider's RPC URLs. */
  networks: readonly Network[]
  /** The adapter's providers by wagmi connector uid. */
  providers: Map<string, unknown>
  findConnector(connectorId: string): Connector | undefined
  connectionOf(connectorId: string): Connection | undefined
  disconnect(parameters: { connectorId: string }): Promise<void>
  toConnection(
    connectorId: string,
    accounts: readonly [Address, ...Address[]],
    chainId: number,
  ): AdapterConnection
}

/**
 * Connects a remote wallet's session through wagmi: a session provider over it (RPC reads to the app's
 * networks) inside a wagmi connector with the session's connector id, which replaces a previous
 * session's. Loaded with the wallet actions (behind `import()`).
 */
export async function connectSessionConnector(
  host: SessionHost,
  { session, network }: { session: RemoteSession; network?: Network },
): Promise<AdapterConnection> {
  const { config, providers } = host
  const chains = session.namespaces.eip155?.chains ?? []
  const chainId =
    network !== undefined && chains.includes(`eip155:${network.id}`) ? Number(network.id) : undefined
  const rpcUrls: Record<number, string> = {}
  for (const entry of host.networks) {
    const url = entry.rpcUrls.default.http[0]
    if (url !== undefined) rpcUrls[Number(entry.id)] = url
  }
  const provider = createSessionProvider({
    session,
    rpcUrls,
    ...(chainId === undefined ? {} : { chainId }),
  })
  await waitForHydration(config)
  await waitForSettledStatus(config)
  // One connector per remote connector id: a new session replaces the previous one's.
  const previous = host.findConnector(session.connectorId)
  if (previous) {
    if (host.connectionOf(session.connectorId)) await host.disconnect({ connectorId: session.connectorId })
    config._internal.connectors.setState((connectors) => connectors.filter((entry) => entry !== previous))
  }
  const connector = config._internal.connectors.setup(
    sessionConnector({
      id: session.connectorId,
      name: session.peer?.name ?? 'WalletConnect',
      ...(session.peer?.icon === undefined ? {} : { icon: session.peer.icon }),
      provider,
    }),
  )
  config._internal.connectors.setState((connectors) => [...connectors, connector])
  providers.set(connector.uid, provider)
  try {
    const result = await connect(config, { connector })
    return host.toConnection(session.connectorId, result.accounts, result.chainId)
  } catch (error) {
    throw toWalletError(error)
  }
}
