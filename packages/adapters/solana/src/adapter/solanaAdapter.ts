import {
  ConnectorNotFoundError,
  createChainAdapter,
  followWallets,
  NoAccountError,
  walletDiscovery,
  walletStandardDriver,
} from '@portico/adapter-kit'
import type { ChainAdapter } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { loadSolanaActions } from '../actions/loadSolanaActions.js'
import { connectSolanaWallet } from '../connectors/connectSolanaWallet.js'
import { isSolanaWallet } from '../connectors/isSolanaWallet.js'
import { type SolanaSession, toSolanaSession, walletAccountOf } from '../connectors/SolanaSession.js'
import { solanaAccounts } from '../connectors/solanaAccounts.js'
import { toPorticoConnector } from '../connectors/toPorticoConnector.js'
import { UnknownSolanaNetworkError } from '../errors/UnknownSolanaNetworkError.js'
import { solana } from '../networks/solana.js'
import { walletStandardChain } from '../networks/walletStandardChain.js'
import { adapterIdentity } from './adapterIdentity.js'

/** What `solanaAdapter` takes. */
export interface SolanaAdapterParameters {
  /**
   * Wallet Standard wallets the app brings itself, listed after the wallets registered on the page (a page
   * wallet of the same name wins): e.g. `@solana/wallet-adapter-base` adapters through `fromWalletAdapter` of
   * `@portico/solana-wallet-adapter`. Create them once, outside components: the same wallets make the same adapter.
   */
  wallets?: readonly Wallet[] | undefined
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
  const discovery = walletDiscovery({
    isWallet: isSolanaWallet,
    toConnector: toPorticoConnector,
    appWallets: wallets,
  })
  const adapter = createChainAdapter<SolanaSession>({
    namespace: 'solana',
    identity: adapterIdentity(wallets),
    chainName: 'Solana',
    defaultNetwork: solana,
    unknownNetwork: ({ caipNetworkId }) => new UnknownSolanaNetworkError({ caipNetworkId }),
    driver: (kit) => ({
      ...walletStandardDriver(discovery, kit, { pick: solanaAccounts, toSession: toSolanaSession }),
      setup() {
        // Fetch the kit chunk now, off the first render's path, so the balance watcher is live as soon
        // as a wallet connects (a transfer right after connecting counts).
        void loadSolanaActions().catch(() => undefined)
        return followWallets(discovery, kit)
      },
      async connect({ connectorId, kept }) {
        const wallet = discovery.findWallet(connectorId)
        if (!wallet) throw new ConnectorNotFoundError({ connectorId })
        // A wallet this adapter keeps a session with (several wallets at once) is authorised already: asked
        // silently, it answers without a prompt; only when it does not is the visitor asked.
        const silent = kept ? await connectSolanaWallet(wallet, true).catch(() => []) : []
        const accounts = silent.length > 0 ? silent : await connectSolanaWallet(wallet, false)
        if (accounts.length === 0) throw new NoAccountError({ walletName: wallet.name, chainName: 'Solana' })
        return toSolanaSession(wallet, accounts)
      },
      async reconnect({ connectorId }) {
        const wallet = discovery.findWallet(connectorId)
        const accounts = wallet ? await connectSolanaWallet(wallet, true).catch(() => []) : []
        return wallet && accounts.length > 0 ? toSolanaSession(wallet, accounts) : undefined
      },
      /** A Wallet Standard wallet over the remote session (`session/sessionWallet.ts`, loaded on first use). */
      async connectSession({ session, network, chains }) {
        const [{ sessionWallet }] = await Promise.all([
          import('../session/sessionWallet.js'),
          loadSolanaActions(),
        ])
        const chainId = () => kit.network(network).caipNetworkId
        const wallet = sessionWallet({ session, chainId, chains: chains.map(walletStandardChain) })
        const accounts = solanaAccounts(wallet.accounts)
        if (accounts.length === 0) throw new NoAccountError({ walletName: wallet.name, chainName: 'Solana' })
        return toSolanaSession(wallet, accounts)
      },
      async switchNetwork({ network, active }) {
        const chains = active?.wallet.chains ?? []
        if (chains.length > 0 && !chains.includes(walletStandardChain(network)))
          throw new UnknownSolanaNetworkError({ caipNetworkId: network.caipNetworkId })
        return undefined
      },
      readBalance: async ({ network, address }) =>
        (await loadSolanaActions()).getSolBalance(network, address),
      async watchBalance({ network, address: owner, knownValue, onChange, signal }) {
        const { watchAccountBalance } = await loadSolanaActions()
        return signal.aborted
          ? () => undefined
          : watchAccountBalance({ network, owner, knownValue, onChange })
      },
      /** The ed25519 signature of the message's UTF-8 bytes (`solana:signMessage`), base58 as Solana writes them. */
      signMessage: async (request) => (await loadSolanaActions()).signSolanaMessage(request),
      /** Sends `value` lamports (native SOL; `data` and `gas` have no Solana meaning); resolves once confirmed. */
      async sendTransaction({ session, address, network, to, value }) {
        const { sendSolTransfer } = await loadSolanaActions()
        const account = walletAccountOf(session, address)
        return sendSolTransfer({ wallet: session.wallet, account, network, to, value: value ?? 0n })
      },
      /** Sends SPL tokens to `to`'s associated token account (created in the same transaction when missing). */
      async sendTokenTransfer({ session, address, network, token, to, amount, decimals }) {
        const { sendSplTransfer } = await loadSolanaActions()
        const [wallet, account] = [session.wallet, walletAccountOf(session, address)]
        return sendSplTransfer({ wallet, account, network, mint: token, to, amount, decimals })
      },
    }),
  })
  return {
    ...adapter,
    /** The SPL mints' names and symbols from their Metaplex metadata accounts (no wallet needed). */
    readTokenMetadata: async ({ network, tokens }) =>
      (await loadSolanaActions()).readTokenMetadata(network, tokens),
    /** SOL and the SPL tokens an address holds, from the network (no wallet needed): the Tokens tab's portfolio. */
    readTokenBalances: async ({ address, network }) =>
      (await loadSolanaActions()).readTokenBalances(network, address),
  }
}
