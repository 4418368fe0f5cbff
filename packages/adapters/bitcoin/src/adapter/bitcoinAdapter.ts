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
import type { AdapterConnection, AdapterContext, Network } from '@portico/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { getBtcBalance } from '../actions/getBtcBalance.js'
import { loadBitcoinActions } from '../actions/loadBitcoinActions.js'
import { toBase64 } from '../actions/toBase64.js'
import type { BitcoinAccount } from '../connectors/BitcoinAccount.js'
import { bitcoinWalletAccounts } from '../connectors/bitcoinWalletAccounts.js'
import { isBitcoinWallet } from '../connectors/isBitcoinWallet.js'
import { toBitcoinAccounts } from '../connectors/toBitcoinAccounts.js'
import { toPorticoConnector } from '../connectors/toPorticoConnector.js'
import { UnknownBitcoinNetworkError } from '../errors/UnknownBitcoinNetworkError.js'
import { watchAddressBalance } from '../events/watchAddressBalance.js'
import {
  type BitcoinAddressPurpose,
  BitcoinConnect,
  type BitcoinConnectFeature,
} from '../features/BitcoinConnectFeature.js'
import { BitcoinSignMessage, type BitcoinSignMessageFeature } from '../features/BitcoinSignMessageFeature.js'
import { bitcoin } from '../networks/bitcoin.js'
import { walletStandardChain } from '../networks/walletStandardChain.js'
import type { SessionTransferFeature } from '../session/sessionWallet.js'
import type { BitcoinChainAdapter } from './BitcoinChainAdapter.js'

/** The session wallet's transfer feature (`session/sessionWallet.ts`), named here so the entry does not load it. */
const SESSION_TRANSFER = 'walletConnect:sendTransfer'

/** Every bitcoinAdapter() is the same adapter: it has no options and reads the page's wallets. */
const BITCOIN_ADAPTER_IDENTITY = Object.freeze({ namespace: 'bip122' })

/** What the adapter asks `bitcoin:connect` for, in this order: the payment address is the connection's address. */
const PURPOSES: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

/** One wallet connected through the adapter. */
interface Session extends WalletSession {
  walletAccounts: readonly WalletAccount[]
  accounts: BitcoinAccount[]
}

/**
 * The Portico adapter for Bitcoin (namespace bip122), over the Wallet Standard's Bitcoin features:
 * every wallet on the page that registers itself (`@wallet-standard/app`'s getWallets), names a
 * `bitcoin:` chain and has `bitcoin:connect` is an ANNOUNCED connector, including wallets that
 * register later. A connection asks for a payment and an ordinals address; the payment address is
 * the connection's address. Balances, UTXOs, fees and broadcasts go over the network's Esplora API
 * (its default RPC URL); transfers are PSBTs built with @scure/btc-signer (loaded on first send).
 *
 * Bitcoin wallets have no "switch chain" request: the adapter keeps the network the connection uses,
 * tells the wallet its Wallet Standard chain on each request (`bitcoin:mainnet`, `bitcoin:testnet`,
 * `bitcoin:regtest`) and reports a switch as chainChanged.
 * @example
 * createPortico({ projectId, networks: [mainnet, bitcoin], adapters: [eip155Adapter({ wagmiConfig }), bitcoinAdapter()] })
 */
export function bitcoinAdapter(): BitcoinChainAdapter {
  let context: AdapterContext | undefined
  let network: Network | undefined
  const discovery = walletDiscovery({ isWallet: isBitcoinWallet, toConnector: toPorticoConnector })
  const sessions = walletSessions<Session>({ chainName: 'Bitcoin' })
  const stops: (() => void)[] = []
  /** The balances this adapter last returned, so a watcher whose first reading comes late can tell the app's is stale. */
  const reported = new Map<string, bigint>()
  const balanceKey = (target: Network, address: string) => `${target.caipNetworkId} ${address}`

  const networkFor = (requested: Network | undefined): Network =>
    requested ?? network ?? context?.networks[0] ?? bitcoin

  const paymentOf = (accounts: readonly BitcoinAccount[]) =>
    accounts.find((account) => account.type === 'payment')

  const watchBalance = (connectorId: string, address: string | undefined): (() => void) => {
    const watched = network
    if (!address || !watched) return () => undefined
    return watchAddressBalance({
      network: watched,
      address,
      knownValue: () => reported.get(balanceKey(watched, address)),
      onChange: () => context?.emit({ type: 'balanceChanged', connectorId }),
    })
  }

  const onWalletAccounts = (connectorId: string, walletAccounts: WalletAccount[]) => {
    const session = sessions.get(connectorId)
    if (!session) return
    const accounts = toBitcoinAccounts(walletAccounts)
    if (!paymentOf(accounts)) {
      sessions.end(connectorId)
      context?.emit({ type: 'disconnect', connectorId })
      return
    }
    const addresses = accounts.map((account) => account.address)
    if (addresses.join() === session.accounts.map((account) => account.address).join()) return
    session.walletAccounts = walletAccounts
    session.accounts = accounts
    session.stopBalance()
    session.stopBalance = watchBalance(connectorId, paymentOf(accounts)?.address)
    context?.emit({ type: 'accountsChanged', connectorId, accounts: addresses })
  }

  const startSession = (
    connectorId: string,
    wallet: Wallet,
    walletAccounts: readonly WalletAccount[],
    accounts: BitcoinAccount[],
    requested: Network | undefined,
  ): AdapterConnection => {
    sessions.end(connectorId)
    network = networkFor(requested)
    const payment = paymentOf(accounts)
    sessions.start(connectorId, {
      wallet,
      walletAccounts,
      accounts,
      stopEvents: watchWalletChanges(wallet, bitcoinWalletAccounts, (changed) =>
        onWalletAccounts(connectorId, changed),
      ),
      stopBalance: watchBalance(connectorId, payment?.address),
    })
    return {
      connectorId,
      address: payment?.address ?? '',
      accounts: accounts.map(({ address, type }) => ({ address, type })),
      chainId: network.id,
    }
  }

  const walletAccountOf = (session: Session, address: string): WalletAccount =>
    session.walletAccounts.find((account) => account.address === address) ??
    (session.walletAccounts[0] as WalletAccount)

  const isKnownNetwork = (target: Network) =>
    (context?.networks ?? []).some((known) => known.caipNetworkId === target.caipNetworkId)

  const chainOf = (target: Network) => {
    const chain = walletStandardChain(target)
    if (!chain) throw new UnknownBitcoinNetworkError({ caipNetworkId: target.caipNetworkId })
    return chain
  }

  return {
    namespace: 'bip122',
    identity: BITCOIN_ADAPTER_IDENTITY,

    setup(adapterContext) {
      for (const stop of stops.splice(0)) stop()
      context = adapterContext
      stops.push(followWallets(discovery, sessions, adapterContext.emit))
    },

    getConnectors: () => discovery.getConnectors(),

    async connect({ connectorId, network: requested }) {
      const wallet = discovery.findWallet(connectorId)
      if (!wallet) throw new ConnectorNotFoundError({ connectorId })
      try {
        const feature = (wallet.features as BitcoinConnectFeature)[BitcoinConnect]
        const { accounts: walletAccounts } = await feature.connect({ purposes: PURPOSES })
        const accounts = toBitcoinAccounts(walletAccounts, PURPOSES)
        if (!paymentOf(accounts)) throw new NoAccountError({ walletName: wallet.name, chainName: 'Bitcoin' })
        return startSession(connectorId, wallet, walletAccounts, accounts, requested)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    /** Bitcoin wallets have no silent connect: an authorised site sees its accounts in `wallet.accounts`. */
    async reconnect({ connectorId, network: requested }) {
      const wallet = discovery.findWallet(connectorId)
      if (!wallet) return undefined
      const walletAccounts = bitcoinWalletAccounts(wallet.accounts)
      const accounts = toBitcoinAccounts(walletAccounts)
      if (!paymentOf(accounts)) return undefined
      return startSession(connectorId, wallet, walletAccounts, accounts, requested)
    },

    /**
     * Connects the `bip122` namespace of a remote session (WalletConnect): a Wallet Standard wallet over it
     * (`session/sessionWallet.ts`, loaded on first use), then the same session as an injected wallet's, on the
     * asked network when the session has it, else the first of the app's networks it has.
     */
    async connectSession({ session, network: requested }) {
      const sessionChains = session.namespaces.bip122?.chains ?? []
      const inSession = (candidate: Network) => sessionChains.includes(candidate.caipNetworkId)
      const target =
        requested && inSession(requested)
          ? requested
          : ((context?.networks ?? []).find(inSession) ?? requested)
      const { sessionWallet } = await import('../session/sessionWallet.js')
      const wallet = await sessionWallet({
        session,
        chainId: () => (network ?? target ?? bitcoin).caipNetworkId,
        chains: (context?.networks ?? [])
          .filter(inSession)
          .flatMap((known) => walletStandardChain(known) ?? []),
      })
      const accounts = toBitcoinAccounts(wallet.accounts)
      if (!paymentOf(accounts)) throw new NoAccountError({ walletName: wallet.name, chainName: 'Bitcoin' })
      return startSession(session.connectorId, wallet, wallet.accounts, accounts, target)
    },

    async disconnect({ connectorId }) {
      const wallet = sessions.get(connectorId)?.wallet ?? discovery.findWallet(connectorId)
      sessions.end(connectorId)
      await disconnectWallet(wallet)
    },

    async switchNetwork({ network: target }) {
      const session = sessions.active()
      const chain = walletStandardChain(target)
      const walletKnows = !session || (chain !== undefined && session.wallet.chains.includes(chain))
      if (!isKnownNetwork(target) || !walletKnows)
        throw new UnknownBitcoinNetworkError({ caipNetworkId: target.caipNetworkId })
      network = target
      for (const [connectorId, connected] of sessions.entries()) {
        connected.stopBalance()
        connected.stopBalance = watchBalance(connectorId, paymentOf(connected.accounts)?.address)
        context?.emit({ type: 'chainChanged', connectorId, chainId: target.id })
      }
    },

    async getBalance({ address, network: target }) {
      const balance = await getBtcBalance(target, address)
      reported.set(balanceKey(target, address), balance.value)
      return balance
    },

    /**
     * Signs the UTF-8 bytes of `message` with `bitcoin:signMessage`; returns the wallet's signature
     * as base64 text, as Bitcoin wallets show signatures (BIP-137 from ECDSA wallets such as
     * Portico's test wallet, BIP-322 from wallets that sign that way).
     */
    async signMessage({ message, address }) {
      const session = sessions.of(address)
      const feature = (session.wallet.features as Partial<BitcoinSignMessageFeature>)[BitcoinSignMessage]
      if (!feature)
        throw new WalletFeatureMissingError({ feature: BitcoinSignMessage, walletName: session.wallet.name })
      try {
        const [output] = await feature.signMessage({
          account: walletAccountOf(session, address),
          message: new TextEncoder().encode(message),
        })
        if (!output)
          throw new WalletFeatureMissingError({
            feature: BitcoinSignMessage,
            walletName: session.wallet.name,
          })
        return toBase64(output.signature)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    /**
     * Sends `value` sats to the address `to` from the connection's payment address (`data` and `gas`
     * have no meaning here); resolves with the txid once the node accepted the transaction.
     */
    async sendTransaction({ address, network: target, to, value }) {
      const session = sessions.of(address)
      const payment = paymentOf(session.accounts)
      const account = walletAccountOf(session, payment?.address ?? address)
      const chain = chainOf(target)
      // A remote session's wallet builds, signs and sends the transfer itself (WalletConnect's sendTransfer).
      const remote = (session.wallet.features as Partial<SessionTransferFeature>)[SESSION_TRANSFER]
      if (remote)
        return remote.sendTransfer({ account: account.address, to, value: value ?? 0n }).catch((error) => {
          throw toWalletError(error)
        })
      const { sendBtcTransfer } = await loadBitcoinActions()
      try {
        return await sendBtcTransfer({
          wallet: session.wallet,
          account,
          network: target,
          chain,
          to,
          value: value ?? 0n,
        })
      } catch (error) {
        throw toWalletError(error)
      }
    },

    getAccounts() {
      const session = sessions.active()
      return session ? [...session.accounts] : []
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
