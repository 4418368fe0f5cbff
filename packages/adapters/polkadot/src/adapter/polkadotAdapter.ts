import { ConnectorNotFoundError, NotConnectedError } from '@portico/adapter-kit'
import type { AdapterConnection, AdapterContext, ChainAdapter, Connector, Network } from '@portico/core'
import type { ApiPool } from '../actions/ApiPool.js'
import { loadPolkadotActions } from '../actions/loadPolkadotActions.js'
import { authorizedExtensions } from '../connectors/authorizedExtensions.js'
import type { InjectedAccount, InjectedExtension } from '../connectors/InjectedWeb3.js'
import { injectedWeb3Of } from '../connectors/injectedWeb3Of.js'
import { toPorticoConnector } from '../connectors/toPorticoConnector.js'
import { waitForInjection } from '../connectors/waitForInjection.js'
import { NoAccountError } from '../errors/NoAccountError.js'
import { toWalletError } from '../errors/toWalletError.js'
import { UnknownPolkadotNetworkError } from '../errors/UnknownPolkadotNetworkError.js'
import type { PolkadotNetwork } from '../networks/PolkadotNetworkTypes.js'
import { polkadot } from '../networks/polkadot.js'

/** When to look at `window.injectedWeb3` again after setup: extensions that inject late (ms). */
const RESCAN_DELAYS_MS = [250, 1000, 3000]

/**
 * How long a reconnect after a reload waits for an authorised extension that has not injected yet
 * (ms since the reconnect began): past the last look the extension counts as gone.
 */
const RECONNECT_LOOKS_MS = [50, 250, 500, 1000, 2000, 3000, 6000]

/** SS58 prefix for a network not built with polkadotNetwork(): the generic Substrate one. */
const GENERIC_SS58_PREFIX = 42

export interface PolkadotAdapterOptions {
  /** The name extensions show when they ask the visitor to allow the site. Default 'Portico'. */
  appName?: string
}

/** Adapters for the same app name are the same adapter (React StrictMode creates two). */
const identities = new Map<string, object>()

/** One extension connected through the adapter. */
interface Session {
  extension: InjectedExtension
  addresses: string[]
  stopAccounts: () => void
  stopBalance: () => void
}

const chainOf = (network: Network) => {
  const known = (network as Partial<PolkadotNetwork>).polkadot
  return { genesisHash: known?.genesisHash, ss58Prefix: known?.ss58Prefix ?? GENERIC_SS58_PREFIX }
}

/**
 * The Portico adapter for Polkadot (namespace polkadot), over the extensions a page finds in
 * `window.injectedWeb3` (polkadot-js, Talisman, SubWallet, …): each is an INJECTED connector.
 * Connecting calls the extension's `enable(appName)`; the adapter remembers the extensions that
 * allowed the site so a reload reconnects them without a prompt, and forgets one on disconnect
 * (extensions have no disconnect of their own). Balances, transfers and balance watching use
 * @polkadot/api over the network's WebSocket, loaded with `import()` on the first connection.
 * @example
 * createPortico({ projectId, networks: [polkadot, polkadotAssetHub], adapters: [polkadotAdapter({ appName: 'My dapp' })] })
 */
export function polkadotAdapter({ appName = 'Portico' }: PolkadotAdapterOptions = {}): ChainAdapter {
  let identity = identities.get(appName)
  if (!identity) {
    identity = Object.freeze({ namespace: 'polkadot', appName })
    identities.set(appName, identity)
  }
  let context: AdapterContext | undefined
  let network: Network | undefined
  let activeConnectorId: string | undefined
  let pool: Promise<ApiPool> | undefined
  const sessions = new Map<string, Session>()
  const timers: ReturnType<typeof setTimeout>[] = []

  const apiPool = () => {
    pool ??= loadPolkadotActions().then(({ createApiPool }) => createApiPool())
    return pool
  }

  const getConnectors = (): Connector[] =>
    injectedWeb3Of().map(([key, entry]) => toPorticoConnector(key, entry))

  const findEntry = (connectorId: string) =>
    injectedWeb3Of().find(([key, entry]) => toPorticoConnector(key, entry).id === connectorId)?.[1]

  const networkFor = (requested: Network | undefined): Network =>
    requested ?? network ?? context?.networks[0] ?? polkadot

  /** The balances this adapter last returned, so a watcher that goes live late can tell the app's is stale. */
  const reported = new Map<string, bigint>()
  const balanceKey = (target: Network, address: string) => `${target.caipNetworkId} ${address}`

  const watchBalance = (connectorId: string, address: string | undefined): (() => void) => {
    let stop: (() => void) | undefined
    let stopped = false
    const watched = network
    if (!address || !watched) return () => undefined
    void Promise.all([loadPolkadotActions(), apiPool().then((apis) => apis.get(watched))])
      .then(([{ watchAccountBalance }, api]) => {
        if (stopped) return
        stop = watchAccountBalance({
          api,
          address,
          knownValue: () => reported.get(balanceKey(watched, address)),
          onChange: () => context?.emit({ type: 'balanceChanged', connectorId }),
        })
      })
      .catch(() => undefined)
    return () => {
      stopped = true
      stop?.()
    }
  }

  const endSession = (connectorId: string) => {
    const session = sessions.get(connectorId)
    if (!session) return
    session.stopAccounts()
    session.stopBalance()
    sessions.delete(connectorId)
    if (activeConnectorId === connectorId) activeConnectorId = undefined
  }

  const onExtensionAccounts = async (connectorId: string, accounts: InjectedAccount[]) => {
    const session = sessions.get(connectorId)
    if (!session) return
    const { usableAccounts } = await loadPolkadotActions()
    const addresses = usableAccounts(accounts, chainOf(networkFor(undefined)))
    if (sessions.get(connectorId) !== session) return
    if (addresses.length === 0) {
      endSession(connectorId)
      authorizedExtensions.delete(connectorId)
      context?.emit({ type: 'disconnect', connectorId })
      return
    }
    if (addresses.join() === session.addresses.join()) return
    session.addresses = addresses
    session.stopBalance()
    session.stopBalance = watchBalance(connectorId, addresses[0])
    context?.emit({ type: 'accountsChanged', connectorId, accounts: addresses })
  }

  /**
   * Enables the extension and reads its accounts usable on the network, as that network shows them.
   * The @polkadot/api chunk (≈350 kB gzip) loads here, alongside the extension's prompt, not at
   * setup: a visitor who never connects a Polkadot extension never downloads it.
   */
  const enable = async (connectorId: string, target: Network) => {
    const entry = findEntry(connectorId)
    if (!entry) throw new ConnectorNotFoundError({ connectorId })
    const [{ usableAccounts }, extension] = await Promise.all([loadPolkadotActions(), entry.enable(appName)])
    const addresses = usableAccounts(await extension.accounts.get(), chainOf(target))
    return { extension, addresses }
  }

  const startSession = (
    connectorId: string,
    extension: InjectedExtension,
    addresses: string[],
    target: Network,
  ): AdapterConnection => {
    endSession(connectorId)
    network = target
    const session: Session = {
      extension,
      addresses,
      stopAccounts: () => undefined,
      stopBalance: watchBalance(connectorId, addresses[0]),
    }
    sessions.set(connectorId, session)
    const unsubscribe = extension.accounts.subscribe((accounts) => onExtensionAccounts(connectorId, accounts))
    session.stopAccounts = unsubscribe
    activeConnectorId = connectorId
    return {
      connectorId,
      address: addresses[0] ?? '',
      accounts: addresses.map((address) => ({ address, type: 'eoa' as const })),
      chainId: target.id,
    }
  }

  const sessionOf = (address: string): Session => {
    for (const session of sessions.values()) if (session.addresses.includes(address)) return session
    throw new NotConnectedError({ address, chainName: 'Polkadot' })
  }

  const isKnownNetwork = (target: Network) =>
    (context?.networks ?? []).some((known) => known.caipNetworkId === target.caipNetworkId)

  return {
    namespace: 'polkadot',
    identity,

    setup(adapterContext) {
      for (const timer of timers.splice(0)) clearTimeout(timer)
      context = adapterContext
      let announced = getConnectors()
        .map((connector) => connector.id)
        .join()
      for (const delay of RESCAN_DELAYS_MS) {
        timers.push(
          setTimeout(() => {
            const connectors = getConnectors()
            const ids = connectors.map((connector) => connector.id).join()
            if (ids === announced) return
            announced = ids
            context?.emit({ type: 'connectors', connectors })
          }, delay),
        )
      }
    },

    getConnectors,

    async connect({ connectorId, network: requested }) {
      const target = networkFor(requested)
      try {
        const { extension, addresses } = await enable(connectorId, target)
        if (addresses.length === 0) throw new NoAccountError({ connectorId })
        authorizedExtensions.add(connectorId)
        return startSession(connectorId, extension, addresses, target)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async reconnect({ connectorId, network: requested }) {
      if (!authorizedExtensions.has(connectorId)) return undefined
      if (!(await waitForInjection(() => findEntry(connectorId), RECONNECT_LOOKS_MS))) return undefined
      const target = networkFor(requested)
      const enabled = await enable(connectorId, target).catch(() => undefined)
      if (!enabled || enabled.addresses.length === 0) return undefined
      return startSession(connectorId, enabled.extension, enabled.addresses, target)
    },

    /**
     * Connects the `polkadot` namespace of a remote session (WalletConnect): an extension-like wallet over it
     * (`session/sessionWallet.ts`, loaded on first use), then the same session as an extension's, on the asked
     * network when the session has it, else the first of the app's networks it has.
     */
    async connectSession({ session, network: requested }) {
      const inSession = (candidate: Network) =>
        (session.namespaces.polkadot?.chains ?? []).includes(candidate.caipNetworkId)
      const target = networkFor(
        requested && inSession(requested) ? requested : (context?.networks ?? []).find(inSession),
      )
      const [{ usableAccounts }, { sessionWallet }] = await Promise.all([
        loadPolkadotActions(),
        import('../session/sessionWallet.js'),
      ])
      const extension = sessionWallet({ session, chainId: () => (network ?? target).caipNetworkId })
      const addresses = usableAccounts(await extension.accounts.get(), chainOf(target))
      if (addresses.length === 0) throw new NoAccountError({ connectorId: session.connectorId })
      return startSession(session.connectorId, extension, addresses, target)
    },

    async disconnect({ connectorId }) {
      endSession(connectorId)
      authorizedExtensions.delete(connectorId)
    },

    /**
     * Extensions sign for any chain: the adapter records the network the connection uses (a known
     * one, else UnknownPolkadotNetworkError), shows the accounts in its SS58 format and reports
     * chainChanged.
     */
    async switchNetwork({ network: target }) {
      if (!isKnownNetwork(target))
        throw new UnknownPolkadotNetworkError({ caipNetworkId: target.caipNetworkId })
      network = target
      const { usableAccounts } = await loadPolkadotActions()
      for (const [connectorId, session] of sessions) {
        const addresses = usableAccounts(
          session.addresses.map((address) => ({ address })),
          chainOf(target),
        )
        const reformatted = addresses.join() !== session.addresses.join()
        session.stopBalance()
        session.addresses = addresses
        session.stopBalance = watchBalance(connectorId, addresses[0])
        context?.emit({ type: 'chainChanged', connectorId, chainId: target.id })
        if (reformatted) context?.emit({ type: 'accountsChanged', connectorId, accounts: addresses })
      }
    },

    async getBalance({ address, network: target }) {
      const [{ getPolkadotBalance }, apis] = await Promise.all([loadPolkadotActions(), apiPool()])
      const balance = await getPolkadotBalance(await apis.get(target), target, address)
      reported.set(balanceKey(target, address), balance.value)
      return balance
    },

    /**
     * Signs `message` with the extension's `signRaw` (type 'bytes', so the extension signs
     * `<Bytes>message</Bytes>`); returns the hex signature (`signatureVerify` from
     * @polkadot/util-crypto checks it against the message and address).
     */
    async signMessage({ message, address }) {
      const session = sessionOf(address)
      const { signPolkadotMessage } = await loadPolkadotActions()
      try {
        return await signPolkadotMessage(session.extension.signer, address, message)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    /**
     * Sends `value` planck to `to` with `Balances.transfer_keep_alive`, signed by the extension's
     * `signPayload` (`data` and `gas` have no meaning here); resolves with the extrinsic hash once
     * it is in a block.
     */
    async sendTransaction({ address, network: target, to, value }) {
      const session = sessionOf(address)
      const [{ sendPolkadotTransfer }, apis] = await Promise.all([loadPolkadotActions(), apiPool()])
      try {
        return await sendPolkadotTransfer({
          api: await apis.get(target),
          signer: session.extension.signer,
          address,
          to,
          value: value ?? 0n,
        })
      } catch (error) {
        throw toWalletError(error)
      }
    },

    getProvider() {
      return activeConnectorId === undefined ? undefined : sessions.get(activeConnectorId)?.extension
    },

    destroy() {
      for (const timer of timers.splice(0)) clearTimeout(timer)
      for (const connectorId of [...sessions.keys()]) endSession(connectorId)
      const closing = pool
      pool = undefined
      void closing?.then((apis) => apis.disconnect()).catch(() => undefined)
    },
  }
}
