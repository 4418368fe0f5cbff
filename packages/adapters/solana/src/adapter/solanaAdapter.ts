import {
  ConnectorNotFoundError,
  disconnectWallet,
  followWallets,
  NoAccountError,
  toWalletError,
  WalletFeatureMissingError,
  type WalletSession,
  walletDiscovery,
  walletSessions,
  watchWalletChanges,
} from '@portico/adapter-kit'
import type { AdapterConnection, AdapterContext, ChainAdapter, Network } from '@portico/core'
import { SolanaSignMessage, type SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardConnect, type StandardConnectFeature } from '@wallet-standard/features'
import { loadSolanaActions } from '../actions/loadSolanaActions.js'
import { isSolanaWallet } from '../connectors/isSolanaWallet.js'
import { solanaAccounts } from '../connectors/solanaAccounts.js'
import { toPorticoConnector } from '../connectors/toPorticoConnector.js'
import { UnknownSolanaNetworkError } from '../errors/UnknownSolanaNetworkError.js'
import { solana } from '../networks/solana.js'
import { walletStandardChain } from '../networks/walletStandardChain.js'

/** Every solanaAdapter() without wallets of its own is the same adapter: it reads the page's wallets. */
const SOLANA_ADAPTER_IDENTITY = Object.freeze({ namespace: 'solana' })

/** What `solanaAdapter` takes. */
export interface SolanaAdapterParameters {
  /**
   * Wallet Standard wallets the app brings itself, listed after the wallets registered on the page (a page
   * wallet of the same name wins): e.g. `@solana/wallet-adapter-base` adapters through `fromWalletAdapter` of
   * `@portico/solana-wallet-adapter`. Create them once, outside components: the same wallets make the same adapter.
   */
  wallets?: readonly Wallet[] | undefined
}

/** One wallet connected through the adapter. */
interface Session extends WalletSession {
  accounts: WalletAccount[]
}

/**
 * The Portico adapter for Solana (namespace solana), over the Wallet Standard: every wallet on the
 * page that registers itself (`@wallet-standard/app`'s getWallets) and names a `solana:` chain is an
 * ANNOUNCED connector, including wallets that register later. Balances, transfers and balance
 * watching go over the network's own JSON-RPC with @solana/kit.
 *
 * Solana wallets have no "switch chain" request: the adapter keeps the network the connection uses,
 * tells the wallet its Wallet Standard chain on each request (`solana:mainnet`, `solana:devnet`,
 * `solana:testnet`, `solana:localnet` for any other cluster) and reports a switch as chainChanged.
 * @example
 * createPortico({ projectId, networks: [mainnet, solana], adapters: [eip155Adapter({ wagmiConfig }), solanaAdapter()] })
 */
export function solanaAdapter({ wallets = [] }: SolanaAdapterParameters = {}): ChainAdapter {
  let context: AdapterContext | undefined
  let network: Network | undefined
  const discovery = walletDiscovery({
    isWallet: isSolanaWallet,
    toConnector: toPorticoConnector,
    appWallets: wallets,
  })
  const sessions = walletSessions<Session>({ chainName: 'Solana' })
  const stops: (() => void)[] = []
  /** The balances this adapter last returned, so a watcher that goes live late can tell the app's is stale. */
  const reported = new Map<string, bigint>()
  const balanceKey = (target: Network, owner: string) => `${target.caipNetworkId} ${owner}`

  const networkFor = (requested: Network | undefined): Network =>
    requested ?? network ?? context?.networks[0] ?? solana

  const watchBalance = (connectorId: string, owner: string | undefined): (() => void) => {
    let stop: (() => void) | undefined
    let stopped = false
    const watched = network
    if (!owner || !watched) return () => undefined
    void loadSolanaActions().then(({ watchAccountBalance }) => {
      if (stopped) return
      stop = watchAccountBalance({
        network: watched,
        owner,
        knownValue: () => reported.get(balanceKey(watched, owner)),
        onChange: () => context?.emit({ type: 'balanceChanged', connectorId }),
      })
    })
    return () => {
      stopped = true
      stop?.()
    }
  }

  const onWalletAccounts = (connectorId: string, accounts: WalletAccount[]) => {
    const session = sessions.get(connectorId)
    if (!session) return
    if (accounts.length === 0) {
      sessions.end(connectorId)
      context?.emit({ type: 'disconnect', connectorId })
      return
    }
    const addresses = accounts.map((account) => account.address)
    if (addresses.join() === session.accounts.map((account) => account.address).join()) return
    session.accounts = accounts
    session.stopBalance()
    session.stopBalance = watchBalance(connectorId, addresses[0])
    context?.emit({ type: 'accountsChanged', connectorId, accounts: addresses })
  }

  const startSession = (
    connectorId: string,
    wallet: Wallet,
    accounts: WalletAccount[],
    requested: Network | undefined,
  ): AdapterConnection => {
    sessions.end(connectorId)
    network = networkFor(requested)
    sessions.start(connectorId, {
      wallet,
      accounts,
      stopEvents: watchWalletChanges(wallet, solanaAccounts, (changed) =>
        onWalletAccounts(connectorId, changed),
      ),
      stopBalance: watchBalance(connectorId, accounts[0]?.address),
    })
    return {
      connectorId,
      address: accounts[0]?.address ?? '',
      accounts: accounts.map((account) => ({ address: account.address, type: 'eoa' as const })),
      chainId: network.id,
    }
  }

  /** The wallet's Solana accounts after `standard:connect` (silent: only already-authorised ones). */
  const connectWallet = async (wallet: Wallet, silent: boolean): Promise<WalletAccount[]> => {
    const feature = (wallet.features as StandardConnectFeature)[StandardConnect]
    const { accounts } = await feature.connect(silent ? { silent: true } : undefined)
    return solanaAccounts(accounts)
  }

  const accountOf = (session: Session, address: string): WalletAccount =>
    session.accounts.find((account) => account.address === address) ?? (session.accounts[0] as WalletAccount)

  const isKnownNetwork = (target: Network) =>
    (context?.networks ?? []).some((known) => known.caipNetworkId === target.caipNetworkId)

  return {
    namespace: 'solana',
    identity: adapterIdentity(wallets),

    setup(adapterContext) {
      for (const stop of stops.splice(0)) stop()
      context = adapterContext
      // Fetch the kit chunk now, off the first render's path, so the balance watcher is live as soon
      // as a wallet connects (a transfer right after connecting counts).
      void loadSolanaActions().catch(() => undefined)
      stops.push(followWallets(discovery, sessions, adapterContext.emit))
    },

    getConnectors: () => discovery.getConnectors(),

    async connect({ connectorId, network: requested }) {
      const wallet = discovery.findWallet(connectorId)
      if (!wallet) throw new ConnectorNotFoundError({ connectorId })
      try {
        // A wallet this adapter keeps a session with (several wallets at once) is authorised already: asked
        // silently, it answers without a prompt; only when it does not is the visitor asked.
        const kept = sessions.get(connectorId) ? await connectWallet(wallet, true).catch(() => []) : []
        const accounts = kept.length > 0 ? kept : await connectWallet(wallet, false)
        if (accounts.length === 0) throw new NoAccountError({ walletName: wallet.name, chainName: 'Solana' })
        return startSession(connectorId, wallet, accounts, requested)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async reconnect({ connectorId, network: requested }) {
      const wallet = discovery.findWallet(connectorId)
      if (!wallet) return undefined
      const accounts = await connectWallet(wallet, true).catch(() => [])
      if (accounts.length === 0) return undefined
      return startSession(connectorId, wallet, accounts, requested)
    },

    /**
     * Connects the `solana` namespace of a remote session (WalletConnect): a Wallet Standard wallet over it
     * (`session/sessionWallet.ts`, loaded on first use), then the same session as an injected wallet's, on the
     * asked network when the session has it, else the first of the app's networks it has.
     */
    async connectSession({ session, network: requested }) {
      const sessionChains = session.namespaces.solana?.chains ?? []
      const inSession = (candidate: Network) => sessionChains.includes(candidate.caipNetworkId)
      const target =
        requested && inSession(requested)
          ? requested
          : ((context?.networks ?? []).find(inSession) ?? requested)
      const [{ sessionWallet }] = await Promise.all([
        import('../session/sessionWallet.js'),
        loadSolanaActions(),
      ])
      const wallet = sessionWallet({
        session,
        chainId: () => (network ?? target ?? solana).caipNetworkId,
        chains: (context?.networks ?? []).filter(inSession).map(walletStandardChain),
      })
      const accounts = solanaAccounts(wallet.accounts)
      if (accounts.length === 0) throw new NoAccountError({ walletName: wallet.name, chainName: 'Solana' })
      return startSession(session.connectorId, wallet, accounts, target)
    },

    async disconnect({ connectorId }) {
      const wallet = sessions.get(connectorId)?.wallet ?? discovery.findWallet(connectorId)
      sessions.end(connectorId)
      await disconnectWallet(wallet)
    },

    async switchNetwork({ network: target }) {
      const session = sessions.active()
      const chain = walletStandardChain(target)
      const walletKnows =
        !session || session.wallet.chains.length === 0 || session.wallet.chains.includes(chain)
      if (!isKnownNetwork(target) || !walletKnows)
        throw new UnknownSolanaNetworkError({ caipNetworkId: target.caipNetworkId })
      network = target
      for (const [connectorId, connected] of sessions.entries()) {
        connected.stopBalance()
        connected.stopBalance = watchBalance(connectorId, connected.accounts[0]?.address)
        context?.emit({ type: 'chainChanged', connectorId, chainId: target.id })
      }
    },

    async getBalance({ address, network: target }) {
      const { getSolBalance } = await loadSolanaActions()
      const balance = await getSolBalance(target, address)
      reported.set(balanceKey(target, address), balance.value)
      return balance
    },

    /**
     * Signs the UTF-8 bytes of `message` with `solana:signMessage`; returns the ed25519 signature
     * as base58 text (Solana's encoding of signatures; EVM adapters return hex).
     */
    async signMessage({ message, address }) {
      const session = sessions.of(address)
      const feature = (session.wallet.features as Partial<SolanaSignMessageFeature>)[SolanaSignMessage]
      if (!feature)
        throw new WalletFeatureMissingError({ feature: SolanaSignMessage, walletName: session.wallet.name })
      const { encodeSignature } = await loadSolanaActions()
      try {
        const [output] = await feature.signMessage({
          account: accountOf(session, address),
          message: new TextEncoder().encode(message),
        })
        if (!output)
          throw new WalletFeatureMissingError({ feature: SolanaSignMessage, walletName: session.wallet.name })
        return encodeSignature(output.signature)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    /**
     * Sends `value` lamports to `to` (a native SOL transfer; `data` and `gas` have no Solana
     * meaning and are not used); resolves with the base58 transaction signature once the
     * transaction is confirmed.
     */
    async sendTransaction({ address, network: target, to, value }) {
      const session = sessions.of(address)
      const { sendSolTransfer } = await loadSolanaActions()
      try {
        return await sendSolTransfer({
          wallet: session.wallet,
          account: accountOf(session, address),
          network: target,
          to,
          value: value ?? 0n,
        })
      } catch (error) {
        throw toWalletError(error)
      }
    },

    /**
     * Sends `amount` base units of the SPL token minted at `token` to `to`'s associated token
     * account (created in the same transaction when missing); resolves with the base58 signature
     * once confirmed.
     */
    async sendTokenTransfer({ address, network: target, token, to, amount, decimals }) {
      const session = sessions.of(address)
      const { sendSplTransfer } = await loadSolanaActions()
      try {
        return await sendSplTransfer({
          wallet: session.wallet,
          account: accountOf(session, address),
          network: target,
          mint: token,
          to,
          amount,
          decimals,
        })
      } catch (error) {
        throw toWalletError(error)
      }
    },

    /** The SPL mints' names and symbols from their Metaplex metadata accounts (no wallet needed). */
    async readTokenMetadata({ network: target, tokens }) {
      const { readTokenMetadata } = await loadSolanaActions()
      return readTokenMetadata(target, tokens)
    },

    /** SOL and the SPL tokens an address holds, from the network (no wallet needed): the Tokens tab's portfolio. */
    async readTokenBalances({ address, network: target }) {
      const { readTokenBalances } = await loadSolanaActions()
      return readTokenBalances(target, address)
    },

    getProvider() {
      return sessions.active()?.wallet
    },

    destroy() {
      for (const stop of stops.splice(0)) stop()
      sessions.endAll()
    },
  }
}

/** An identity per list of app wallets, kept along the list: the same wallets in the same order give the same one. */
interface IdentityNode {
  identity: object
  next: WeakMap<Wallet, IdentityNode>
}
const identities = new WeakMap<Wallet, IdentityNode>()

function adapterIdentity(wallets: readonly Wallet[]): object {
  let identity: object = SOLANA_ADAPTER_IDENTITY
  let level = identities
  for (const wallet of wallets) {
    const node = level.get(wallet) ?? {
      identity: Object.freeze({ namespace: 'solana' }),
      next: new WeakMap(),
    }
    level.set(wallet, node)
    identity = node.identity
    level = node.next
  }
  return identity
}
