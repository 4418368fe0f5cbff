import {
  ConnectorNotFoundError,
  createChainAdapter,
  NoAccountError,
  walletDiscovery,
  walletStandardDriver,
} from '@portico/adapter-kit'
import { getBtcBalance } from '../actions/getBtcBalance.js'
import { sendFromSession } from '../actions/sendFromSession.js'
import { signBitcoinMessage } from '../actions/signBitcoinMessage.js'
import { type BitcoinSession, toBitcoinSession } from '../connectors/BitcoinSession.js'
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
import { bitcoin } from '../networks/bitcoin.js'
import { walletStandardChain } from '../networks/walletStandardChain.js'
import type { BitcoinChainAdapter } from './BitcoinChainAdapter.js'

/** Every bitcoinAdapter() is the same adapter: it has no options and reads the page's wallets. */
const BITCOIN_ADAPTER_IDENTITY = Object.freeze({ namespace: 'bip122' })

/** What the adapter asks `bitcoin:connect` for, in this order: the payment address is the connection's address. */
const PURPOSES: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

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
  const discovery = walletDiscovery({ isWallet: isBitcoinWallet, toConnector: toPorticoConnector })
  const unknownNetwork = ({ caipNetworkId }: { caipNetworkId: string }) =>
    new UnknownBitcoinNetworkError({ caipNetworkId })
  return createChainAdapter<BitcoinSession, Pick<BitcoinChainAdapter, 'getAccounts'>>({
    namespace: 'bip122',
    identity: BITCOIN_ADAPTER_IDENTITY,
    chainName: 'Bitcoin',
    defaultNetwork: bitcoin,
    unknownNetwork,
    driver: (kit) => ({
      ...walletStandardDriver(discovery, kit, { pick: bitcoinWalletAccounts, toSession: toBitcoinSession }),
      async connect({ connectorId }) {
        const wallet = discovery.findWallet(connectorId)
        if (!wallet) throw new ConnectorNotFoundError({ connectorId })
        const feature = (wallet.features as BitcoinConnectFeature)[BitcoinConnect]
        const { accounts } = await feature.connect({ purposes: PURPOSES })
        const session = toBitcoinSession(wallet, accounts, toBitcoinAccounts(accounts, PURPOSES))
        if (!session) throw new NoAccountError({ walletName: wallet.name, chainName: 'Bitcoin' })
        return session
      },
      /** Bitcoin wallets have no silent connect: an authorised site sees its accounts in `wallet.accounts`. */
      async reconnect({ connectorId }) {
        const wallet = discovery.findWallet(connectorId)
        return wallet && toBitcoinSession(wallet, bitcoinWalletAccounts(wallet.accounts))
      },
      /** A Wallet Standard wallet over the remote session (`session/sessionWallet.ts`, loaded on first use). */
      async connectSession({ session, network, chains }) {
        const { sessionWallet } = await import('../session/sessionWallet.js')
        const wallet = await sessionWallet({
          session,
          chainId: () => kit.network(network).caipNetworkId,
          chains: chains.flatMap((known) => walletStandardChain(known) ?? []),
        })
        const connected = toBitcoinSession(wallet, wallet.accounts)
        if (!connected) throw new NoAccountError({ walletName: wallet.name, chainName: 'Bitcoin' })
        return connected
      },
      async switchNetwork({ network, active }) {
        const chain = walletStandardChain(network)
        if (active && (chain === undefined || !active.wallet.chains.includes(chain)))
          throw unknownNetwork(network)
        return undefined
      },
      readBalance: ({ network, address }) => getBtcBalance(network, address),
      watchBalance: ({ network, address, knownValue, onChange }) =>
        watchAddressBalance({ network, address, knownValue, onChange }),
      signMessage: signBitcoinMessage,
      /** Sends `value` sats from the payment address (`data` and `gas` have no meaning here); resolves with the txid. */
      sendTransaction: ({ session, network, to, value }) =>
        sendFromSession({ session, network, to, value: value ?? 0n }),
    }),
    extend: (kit) => ({
      getAccounts: () => [...(kit.active()?.accounts ?? [])],
    }),
  })
}
