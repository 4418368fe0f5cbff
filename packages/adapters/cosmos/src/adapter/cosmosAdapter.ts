import { ConnectorNotFoundError, NotConnectedError } from '@portico/adapter-kit'
import type { AdapterConnection, AdapterContext, ChainAdapter, Connector, Network } from '@portico/core'
import { UserRejectedError } from '@portico/core'
import { getCosmosBalance } from '../actions/getCosmosBalance.js'
import { loadCosmosActions } from '../actions/loadCosmosActions.js'
import { type DiscoveredKeplrWallet, discoverKeplrWallets } from '../connectors/discoverKeplrWallets.js'
import type { KeplrInjection } from '../connectors/KeplrInjection.js'
import type { KeplrKey, KeplrLike } from '../connectors/KeplrLike.js'
import { knownKeplrInjections } from '../connectors/knownKeplrInjections.js'
import { toPorticoConnector } from '../connectors/toPorticoConnector.js'
import { toWalletError } from '../errors/toWalletError.js'
import { UnknownCosmosNetworkError } from '../errors/UnknownCosmosNetworkError.js'
import { watchCosmosBalance } from '../events/watchCosmosBalance.js'
import { watchKeystoreChange } from '../events/watchKeystoreChange.js'
import { cosmosChainOf } from '../networks/cosmosChainOf.js'
import { cosmoshub } from '../networks/cosmoshub.js'
import { toKeplrChainInfo } from '../networks/toKeplrChainInfo.js'

export interface CosmosAdapterOptions {
  /**
   * More places on `window` to find Keplr-compatible wallets, looked at after Keplr (`keplr`), Leap
   * (`leap`) and Cosmostation (`cosmostation.providers.keplr`), e.g. a test wallet.
   */
  injections?: readonly KeplrInjection[]
}

/** cosmosAdapter() without options is always the same adapter: it reads the page's wallets. */
const COSMOS_ADAPTER_IDENTITY = Object.freeze({ namespace: 'cosmos' })

/** One wallet connected through the adapter. */
interface Session {
  provider: KeplrLike
  key: KeplrKey
  stopBalance: () => void
}

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
  let context: AdapterContext | undefined
  let network: Network | undefined
  let activeConnectorId: string | undefined
  const sessions = new Map<string, Session>()
  /** Connectors disconnected through this adapter: a reconnect must not restore them. */
  const forgotten = new Set<string>()
  const stops: (() => void)[] = []
  /** The balances this adapter last returned, so a watcher whose first reading comes late can tell the app's is stale. */
  const reported = new Map<string, bigint>()
  const balanceKey = (target: Network, address: string) => `${target.caipNetworkId} ${address}`

  const wallets = () => discoverKeplrWallets(injections)
  const getConnectors = (): Connector[] => wallets().map(toPorticoConnector)
  const findWallet = (connectorId: string): DiscoveredKeplrWallet | undefined =>
    wallets().find((wallet) => wallet.injection.id === connectorId)

  const networkFor = (requested: Network | undefined): Network =>
    requested ?? network ?? context?.networks[0] ?? cosmoshub

  const watchBalance = (connectorId: string, address: string): (() => void) => {
    const watched = network
    if (!watched) return () => undefined
    return watchCosmosBalance({
      network: watched,
      address,
      knownValue: () => reported.get(balanceKey(watched, address)),
      onChange: () => context?.emit({ type: 'balanceChanged', connectorId }),
    })
  }

  const endSession = (connectorId: string) => {
    sessions.get(connectorId)?.stopBalance()
    sessions.delete(connectorId)
    if (activeConnectorId === connectorId) activeConnectorId = undefined
  }

  const startSession = (connectorId: string, provider: KeplrLike, key: KeplrKey): AdapterConnection => {
    endSession(connectorId)
    forgotten.delete(connectorId)
    sessions.set(connectorId, { provider, key, stopBalance: watchBalance(connectorId, key.bech32Address) })
    activeConnectorId = connectorId
    return {
      connectorId,
      address: key.bech32Address,
      accounts: [{ address: key.bech32Address, type: 'eoa' }],
      chainId: cosmosChainOf(network ?? cosmoshub).chainId,
    }
  }

  /**
   * Enables the chain in the wallet. Keplr answers an unknown chain id with an error (not a
   * rejection), so then the chain is suggested and enabled again: Cosmos's version of EVM's 4902 → add.
   */
  const enableChain = async (provider: KeplrLike, target: Network) => {
    const { chainId } = cosmosChainOf(target)
    try {
      await provider.enable(chainId)
    } catch (error) {
      const refused = toWalletError(error)
      if (refused instanceof UserRejectedError || !provider.experimentalSuggestChain) throw refused
      await provider.experimentalSuggestChain(toKeplrChainInfo(target))
      await provider.enable(chainId)
    }
  }

  /** Re-reads each session's key after a keystore change; a new address is accountsChanged. */
  const onKeystoreChange = async () => {
    const chainId = cosmosChainOf(network ?? cosmoshub).chainId
    for (const [connectorId, session] of sessions) {
      const key = await session.provider.getKey(chainId).catch(() => undefined)
      if (!key || sessions.get(connectorId) !== session) continue
      if (key.bech32Address === session.key.bech32Address) continue
      session.key = key
      session.stopBalance()
      session.stopBalance = watchBalance(connectorId, key.bech32Address)
      context?.emit({ type: 'accountsChanged', connectorId, accounts: [key.bech32Address] })
    }
  }

  const sessionOf = (address: string): Session => {
    for (const session of sessions.values()) if (session.key.bech32Address === address) return session
    throw new NotConnectedError({ address, chainName: 'Cosmos' })
  }

  const isKnownNetwork = (target: Network) =>
    (context?.networks ?? []).some((known) => known.caipNetworkId === target.caipNetworkId)

  return {
    namespace: 'cosmos',
    // Options are only the injections: the same array (declared once, outside a component) is the same adapter.
    identity: options.injections ?? COSMOS_ADAPTER_IDENTITY,

    setup(adapterContext) {
      for (const stop of stops.splice(0)) stop()
      context = adapterContext
      stops.push(watchKeystoreChange(() => void onKeystoreChange()))
      // Extensions inject their object while the page loads: list the connectors again once it has.
      const page = (globalThis as { window?: Window }).window
      if (page?.document && page.document.readyState !== 'complete') {
        const announce = () => context?.emit({ type: 'connectors', connectors: getConnectors() })
        page.addEventListener('load', announce, { once: true })
        stops.push(() => page.removeEventListener('load', announce))
      }
    },

    getConnectors,

    async connect({ connectorId, network: requested }) {
      const wallet = findWallet(connectorId)
      if (!wallet) throw new ConnectorNotFoundError({ connectorId })
      const target = networkFor(requested)
      try {
        await enableChain(wallet.provider, target)
        const key = await wallet.provider.getKey(cosmosChainOf(target).chainId)
        network = target
        return startSession(connectorId, wallet.provider, key)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async reconnect({ connectorId, network: requested }) {
      const wallet = findWallet(connectorId)
      if (!wallet || forgotten.has(connectorId)) return undefined
      const target = networkFor(requested)
      const { chainId } = cosmosChainOf(target)
      try {
        await wallet.provider.enable(chainId)
        const key = await wallet.provider.getKey(chainId)
        network = target
        return startSession(connectorId, wallet.provider, key)
      } catch {
        return undefined
      }
    },

    /**
     * Connects the `cosmos` namespace of a remote session (WalletConnect): a Keplr-like wallet over it
     * (`session/sessionWallet.ts`, loaded on first use), then the same session as an injected wallet's, on the
     * asked network when the session has it, else the first of the app's networks it has.
     */
    async connectSession({ session, network: requested }) {
      const inSession = (candidate: Network) =>
        (session.namespaces.cosmos?.chains ?? []).includes(candidate.caipNetworkId)
      const target = networkFor(
        requested && inSession(requested) ? requested : (context?.networks ?? []).find(inSession),
      )
      const { sessionWallet } = await import('../session/sessionWallet.js')
      const connectorId = session.connectorId
      const provider = sessionWallet({
        session,
        onAccounts: () => void onKeystoreChange(),
        onDeleted: () => {
          if (sessions.get(connectorId)?.provider !== provider) return
          endSession(connectorId)
          context?.emit({ type: 'disconnect', connectorId })
        },
      })
      try {
        const key = await provider.getKey(cosmosChainOf(target).chainId)
        network = target
        return startSession(connectorId, provider, key)
      } catch (error) {
        provider.stop()
        throw toWalletError(error)
      }
    },

    async disconnect({ connectorId }) {
      const provider = sessions.get(connectorId)?.provider ?? findWallet(connectorId)?.provider
      endSession(connectorId)
      forgotten.add(connectorId)
      // Keplr 0.12+ revokes the site's permission, so the next connect asks the visitor again.
      await provider?.disable?.().catch(() => undefined)
    },

    async switchNetwork({ network: target }) {
      if (!isKnownNetwork(target))
        throw new UnknownCosmosNetworkError({ caipNetworkId: target.caipNetworkId })
      const { chainId } = cosmosChainOf(target)
      const keys = new Map<string, KeplrKey>()
      for (const [connectorId, session] of sessions) {
        try {
          await enableChain(session.provider, target)
          keys.set(connectorId, await session.provider.getKey(chainId))
        } catch (error) {
          const refused = toWalletError(error)
          if (refused instanceof UserRejectedError) throw refused
          throw new UnknownCosmosNetworkError({ caipNetworkId: target.caipNetworkId, cause: error })
        }
      }
      network = target
      for (const [connectorId, session] of sessions) {
        const key = keys.get(connectorId) ?? session.key
        const moved = key.bech32Address !== session.key.bech32Address
        session.key = key
        session.stopBalance()
        session.stopBalance = watchBalance(connectorId, key.bech32Address)
        context?.emit({ type: 'chainChanged', connectorId, chainId })
        // Each chain has its own bech32 prefix, so the same key has another address there.
        if (moved) context?.emit({ type: 'accountsChanged', connectorId, accounts: [key.bech32Address] })
      }
    },

    async getBalance({ address, network: target }) {
      const balance = await getCosmosBalance(target, address)
      reported.set(balanceKey(target, address), balance.value)
      return balance
    },

    /**
     * Signs the UTF-8 message with the wallet's `signArbitrary` (ADR-36: an amino sign document
     * with one `sign/MsgSignData`, empty chain id, zero fee); returns the secp256k1 signature as the
     * wallet gives it, base64 of the 64-byte r‖s (EVM adapters return hex, Solana base58).
     */
    async signMessage({ message, address }) {
      const session = sessionOf(address)
      try {
        const { signature } = await session.provider.signArbitrary(
          cosmosChainOf(network ?? cosmoshub).chainId,
          address,
          message,
        )
        return signature
      } catch (error) {
        throw toWalletError(error)
      }
    },

    /**
     * Sends `value` base units of the network's native denom to `to` with one MsgSend (`data` and
     * `gas` have no meaning here and are not used); resolves with the upper-case hex tx hash once
     * the transaction is in a block.
     */
    async sendTransaction({ address, network: target, to, value }) {
      const session = sessionOf(address)
      const { sendCosmosTransfer } = await loadCosmosActions()
      try {
        return await sendCosmosTransfer({
          wallet: session.provider,
          network: target,
          from: address,
          to,
          value: value ?? 0n,
        })
      } catch (error) {
        throw toWalletError(error)
      }
    },

    getProvider() {
      return activeConnectorId === undefined ? undefined : sessions.get(activeConnectorId)?.provider
    },

    destroy() {
      for (const stop of stops.splice(0)) stop()
      for (const connectorId of [...sessions.keys()]) endSession(connectorId)
    },
  }
}
