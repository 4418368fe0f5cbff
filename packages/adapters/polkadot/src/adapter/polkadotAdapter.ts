import { ConnectorNotFoundError, createChainAdapter } from '@portico/adapter-kit'
import type { ChainAdapter, Network } from '@portico/core'
import type { ApiPool } from '../actions/ApiPool.js'
import { loadPolkadotActions } from '../actions/loadPolkadotActions.js'
import { announceLateExtensions } from '../connectors/announceLateExtensions.js'
import { authorizedExtensions } from '../connectors/authorizedExtensions.js'
import { injectedWeb3Of } from '../connectors/injectedWeb3Of.js'
import { type PolkadotSession, polkadotChainOf, toPolkadotSession } from '../connectors/PolkadotSession.js'
import { toPorticoConnector } from '../connectors/toPorticoConnector.js'
import { waitForInjection } from '../connectors/waitForInjection.js'
import { NoAccountError } from '../errors/NoAccountError.js'
import { toWalletError } from '../errors/toWalletError.js'
import { UnknownPolkadotNetworkError } from '../errors/UnknownPolkadotNetworkError.js'
import { polkadot } from '../networks/polkadot.js'

/** When a reconnect looks again for an authorised extension not injected yet (ms since it began); then it is gone. */
const RECONNECT_LOOKS_MS = [50, 250, 500, 1000, 2000, 3000, 6000]

export interface PolkadotAdapterOptions {
  /** The name extensions show when they ask the visitor to allow the site. Default 'Portico'. */
  appName?: string
}

/** Adapters for the same app name are the same adapter (React StrictMode creates two). */
const identities = new Map<string, object>()

/**
 * The Portico adapter for Polkadot (namespace polkadot), over the extensions a page finds in
 * `window.injectedWeb3` (polkadot-js, Talisman, SubWallet, …): each is an INJECTED connector.
 * Connecting calls the extension's `enable(appName)`; the adapter remembers the extensions that
 * allowed the site so a reload reconnects them without a prompt, and forgets one on disconnect
 * (extensions have no disconnect of their own). Balances, transfers and balance watching use
 * @polkadot/api over the network's WebSocket, loaded with `import()` on the first connection.
 *
 * Extensions sign for any chain: a switch records the network the connection uses (a known one, else
 * UnknownPolkadotNetworkError), shows the accounts in its SS58 format and reports chainChanged.
 * @example
 * createPortico({ projectId, networks: [polkadot, polkadotAssetHub], adapters: [polkadotAdapter({ appName: 'My dapp' })] })
 */
export function polkadotAdapter({ appName = 'Portico' }: PolkadotAdapterOptions = {}): ChainAdapter {
  const identity = identities.get(appName) ?? Object.freeze({ namespace: 'polkadot', appName })
  identities.set(appName, identity)
  let pool: Promise<ApiPool> | undefined
  const apiOf = async (network: Network) => {
    pool ??= loadPolkadotActions().then(({ createApiPool }) => createApiPool())
    return (await pool).get(network)
  }
  const getConnectors = () => injectedWeb3Of().map(([key, entry]) => toPorticoConnector(key, entry))
  const findEntry = (connectorId: string) =>
    injectedWeb3Of().find(([key, entry]) => toPorticoConnector(key, entry).id === connectorId)?.[1]

  /**
   * Enables the extension and reads its accounts usable on the network, in its format. @polkadot/api (≈350 kB
   * gzip) loads here, beside the prompt, not at setup: a visitor who never connects one never downloads it.
   */
  const enable = async (connectorId: string, network: Network) => {
    const entry = findEntry(connectorId)
    if (!entry) throw new ConnectorNotFoundError({ connectorId })
    const [{ usableAccounts }, extension] = await Promise.all([loadPolkadotActions(), entry.enable(appName)])
    const addresses = usableAccounts(await extension.accounts.get(), polkadotChainOf(network))
    return toPolkadotSession(extension, addresses)
  }

  return createChainAdapter<PolkadotSession>({
    namespace: 'polkadot',
    identity,
    chainName: 'Polkadot',
    defaultNetwork: polkadot,
    unknownNetwork: ({ caipNetworkId }) => new UnknownPolkadotNetworkError({ caipNetworkId }),
    toWalletError,
    driver(kit) {
      const authorized = authorizedExtensions(kit.storage)
      return {
        setup: () =>
          announceLateExtensions(getConnectors, (connectors) => kit.emit({ type: 'connectors', connectors })),
        getConnectors,
        async connect({ connectorId, network }) {
          const session = await enable(connectorId, network)
          if (session.accounts.length === 0) throw new NoAccountError({ connectorId })
          authorized.add(connectorId)
          return session
        },
        async reconnect({ connectorId, network }) {
          if (!authorized.has(connectorId)) return undefined
          if (!(await waitForInjection(() => findEntry(connectorId), RECONNECT_LOOKS_MS))) return undefined
          const session = await enable(connectorId, network).catch(() => undefined)
          return session && session.accounts.length > 0 ? session : undefined
        },
        /** An extension-like wallet over the remote session (`session/sessionWallet.ts`, loaded on first use). */
        async connectSession({ session, network }) {
          const [{ usableAccounts }, { sessionWallet }] = await Promise.all([
            loadPolkadotActions(),
            import('../session/sessionWallet.js'),
          ])
          const extension = sessionWallet({ session, chainId: () => kit.network(network).caipNetworkId })
          const addresses = usableAccounts(await extension.accounts.get(), polkadotChainOf(network))
          if (addresses.length === 0) throw new NoAccountError({ connectorId: session.connectorId })
          return toPolkadotSession(extension, addresses)
        },
        follow: (connectorId, { wallet: extension }) =>
          extension.accounts.subscribe((accounts) =>
            kit.update(connectorId, async () => {
              const { usableAccounts } = await loadPolkadotActions()
              const addresses = usableAccounts(accounts, polkadotChainOf(kit.network()))
              if (addresses.length === 0) authorized.delete(connectorId)
              return toPolkadotSession(extension, addresses)
            }),
          ),
        async disconnect({ connectorId }) {
          authorized.delete(connectorId)
        },
        async switchNetwork({ network }) {
          const { usableAccounts } = await loadPolkadotActions()
          const reformat = ({ wallet, accounts }: PolkadotSession) =>
            toPolkadotSession(
              wallet,
              usableAccounts(
                accounts.map(({ address }) => ({ address })),
                polkadotChainOf(network),
              ),
            )
          return new Map(kit.sessions().map(([connectorId, session]) => [connectorId, reformat(session)]))
        },
        readBalance: async ({ network, address }) =>
          (await loadPolkadotActions()).getPolkadotBalance(await apiOf(network), network, address),
        async watchBalance({ network, address, knownValue, onChange, signal }) {
          const [{ watchAccountBalance }, api] = await Promise.all([loadPolkadotActions(), apiOf(network)])
          return signal.aborted
            ? () => undefined
            : watchAccountBalance({ api, address, knownValue, onChange })
        },
        /** The extension's `signRaw` of `<Bytes>message</Bytes>`; the hex signature (`signatureVerify` checks it). */
        signMessage: async ({ session, address, message }) =>
          (await loadPolkadotActions()).signPolkadotMessage(session.wallet.signer, address, message),
        /** `Balances.transfer_keep_alive` of `value` planck, signed with `signPayload`; the hash once in a block. */
        async sendTransaction({ session, address, network, to, value }) {
          const [{ sendPolkadotTransfer }, api] = await Promise.all([loadPolkadotActions(), apiOf(network)])
          return sendPolkadotTransfer({ api, signer: session.wallet.signer, address, to, value: value ?? 0n })
        },
        destroy() {
          const closing = pool
          pool = undefined
          void closing?.then((apis) => apis.disconnect()).catch(() => undefined)
        },
      }
    },
  })
}
