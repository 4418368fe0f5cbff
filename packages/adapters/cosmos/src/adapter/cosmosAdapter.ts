import { ConnectorNotFoundError, createChainAdapter } from '@portico/adapter-kit'
import type { ChainAdapter } from '@portico/core'
import { getCosmosBalance } from '../actions/getCosmosBalance.js'
import { loadCosmosActions } from '../actions/loadCosmosActions.js'
import { type CosmosSession, toCosmosSession } from '../connectors/CosmosSession.js'
import { discoverKeplrWallets } from '../connectors/discoverKeplrWallets.js'
import { enableChain } from '../connectors/enableChain.js'
import type { KeplrInjection } from '../connectors/KeplrInjection.js'
import { knownKeplrInjections } from '../connectors/knownKeplrInjections.js'
import { switchCosmosSessions } from '../connectors/switchCosmosSessions.js'
import { toPorticoConnector } from '../connectors/toPorticoConnector.js'
import { toWalletError } from '../errors/toWalletError.js'
import { UnknownCosmosNetworkError } from '../errors/UnknownCosmosNetworkError.js'
import { watchCosmosBalance } from '../events/watchCosmosBalance.js'
import { watchKeystoreChange } from '../events/watchKeystoreChange.js'
import { cosmosChainOf } from '../networks/cosmosChainOf.js'
import { cosmoshub } from '../networks/cosmoshub.js'

export interface CosmosAdapterOptions {
  /**
   * More places on `window` to find Keplr-compatible wallets, looked at after Keplr (`keplr`), Leap
   * (`leap`) and Cosmostation (`cosmostation.providers.keplr`), e.g. a test wallet.
   */
  injections?: readonly KeplrInjection[]
}

/** cosmosAdapter() without options is always the same adapter: it reads the page's wallets. */
const COSMOS_ADAPTER_IDENTITY = Object.freeze({ namespace: 'cosmos' })

/**
 * The Portico adapter for Cosmos SDK chains (namespace cosmos), over the Keplr wallet API that
 * Cosmos browser wallets share: Keplr, Leap and Cosmostation (and `options.injections`) are
 * INJECTED connectors. Connecting `enable`s the network's chain id; a switch enables the new chain,
 * suggesting it first with `experimentalSuggestChain` when the wallet does not know it. Balances
 * come from the network's LCD; transfers (MsgSend) are built with cosmjs, loaded on first use.
 *
 * Keplr has no silent permission check: `reconnect` calls `enable`, which a wallet answers without
 * a prompt for a site it already permits (core only reconnects a connector it was connected with).
 * @example
 * createPortico({ projectId, networks: [cosmoshub, osmosis], adapters: [cosmosAdapter()] })
 */
export function cosmosAdapter(options: CosmosAdapterOptions = {}): ChainAdapter {
  const injections = [...knownKeplrInjections, ...(options.injections ?? [])]
  /** Connectors disconnected through this adapter: a reconnect must not restore them. */
  const forgotten = new Set<string>()
  const wallets = () => discoverKeplrWallets(injections)
  const getConnectors = () => wallets().map(toPorticoConnector)
  const providerOf = (connectorId: string) =>
    wallets().find((wallet) => wallet.injection.id === connectorId)?.provider
  const chainIdOf = (network: Parameters<typeof cosmosChainOf>[0]) => cosmosChainOf(network).chainId

  return createChainAdapter<CosmosSession>({
    namespace: 'cosmos',
    // Options are only the injections: the same array (declared once, outside a component) is the same adapter.
    identity: options.injections ?? COSMOS_ADAPTER_IDENTITY,
    chainName: 'Cosmos',
    defaultNetwork: cosmoshub,
    unknownNetwork: ({ caipNetworkId }) => new UnknownCosmosNetworkError({ caipNetworkId }),
    chainIdOf,
    toWalletError,
    driver(kit) {
      /** Re-reads each session's key after a keystore change; a new address is accountsChanged. */
      const onKeystoreChange = () => {
        const chainId = chainIdOf(kit.network())
        for (const [connectorId] of kit.sessions())
          void kit.update(connectorId, async (session) => {
            const key = await session.wallet.getKey(chainId).catch(() => undefined)
            return key ? toCosmosSession(session.wallet, key) : session
          })
      }
      return {
        setup() {
          const stops = [watchKeystoreChange(onKeystoreChange)]
          // Extensions inject their object while the page loads: list the connectors again once it has.
          const page = (globalThis as { window?: Window }).window
          if (page?.document && page.document.readyState !== 'complete') {
            const announce = () => kit.emit({ type: 'connectors', connectors: getConnectors() })
            page.addEventListener('load', announce, { once: true })
            stops.push(() => page.removeEventListener('load', announce))
          }
          return () => {
            for (const stop of stops) stop()
          }
        },
        getConnectors,
        async connect({ connectorId, network }) {
          const provider = providerOf(connectorId)
          if (!provider) throw new ConnectorNotFoundError({ connectorId })
          await enableChain(provider, network)
          const key = await provider.getKey(chainIdOf(network))
          forgotten.delete(connectorId)
          return toCosmosSession(provider, key)
        },
        async reconnect({ connectorId, network }) {
          const provider = providerOf(connectorId)
          if (!provider || forgotten.has(connectorId)) return undefined
          const chainId = chainIdOf(network)
          const key = await provider
            .enable(chainId)
            .then(() => provider.getKey(chainId))
            .catch(() => undefined)
          return key && toCosmosSession(provider, key)
        },
        /** A Keplr-like wallet over the remote session (`session/sessionWallet.ts`, loaded on first use). */
        async connectSession({ session, network }) {
          const { sessionWallet } = await import('../session/sessionWallet.js')
          const { connectorId } = session
          const provider = sessionWallet({
            session,
            onAccounts: onKeystoreChange,
            onDeleted: () => {
              if (kit.session(connectorId)?.wallet === provider) void kit.update(connectorId, () => undefined)
            },
          })
          try {
            const key = await provider.getKey(chainIdOf(network))
            forgotten.delete(connectorId)
            return toCosmosSession(provider, key)
          } catch (error) {
            provider.stop()
            throw toWalletError(error)
          }
        },
        async disconnect({ connectorId, session }) {
          const provider = session?.wallet ?? providerOf(connectorId)
          forgotten.add(connectorId)
          // Keplr 0.12+ revokes the site's permission, so the next connect asks the visitor again.
          await provider?.disable?.().catch(() => undefined)
        },
        switchNetwork: ({ network }) => switchCosmosSessions(kit.sessions(), network),
        readBalance: ({ network, address }) => getCosmosBalance(network, address),
        watchBalance: ({ network, address, knownValue, onChange }) =>
          watchCosmosBalance({ network, address, knownValue, onChange }),
        /** ADR-36 `signArbitrary`; the secp256k1 signature as the wallet gives it (base64 of r‖s). */
        async signMessage({ address, message, network, session }) {
          const { signature } = await session.wallet.signArbitrary(chainIdOf(network), address, message)
          return signature
        },
        /** One MsgSend of the native denom (`data` and `gas` unused); the upper-case hex tx hash once in a block. */
        async sendTransaction({ session, address, network, to, value }) {
          const { sendCosmosTransfer } = await loadCosmosActions()
          const wallet = session.wallet
          return sendCosmosTransfer({ wallet, network, from: address, to, value: value ?? 0n })
        },
      }
    },
  })
}
