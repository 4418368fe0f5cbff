import type { SignerWalletAdapterProps, WalletAdapter } from '@solana/wallet-adapter-base'
import {
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaTransactionVersion,
} from '@solana/wallet-standard-features'
import type { PublicKey } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { signWireTransaction } from './signWireTransaction.js'
import { withCause } from './withCause.js'

/** The clusters a wallet-adapter adapter may be on: it names none, it signs for the one its wallet uses. */
const SOLANA_CHAINS: readonly IdentifierString[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
]

/** One Wallet Standard wallet per adapter object, so that two calls give the same connector (React StrictMode). */
const wallets = new WeakMap<WalletAdapter, Wallet>()

/**
 * A Wallet Standard wallet over a `@solana/wallet-adapter-base` adapter (PhantomWalletAdapter, SolflareWalletAdapter,
 * or an app's own), for `solanaAdapter({ wallets })`: Portico lists it under the adapter's name and icon, connects
 * with the adapter's `connect` (a silent connect uses `autoConnect`, as wallet-adapter's WalletProvider does for the
 * wallet chosen last time), and signs messages and transactions with the adapter's `signMessage` and
 * `signTransaction` where it has them. The adapter's `connect` events with another key and its `disconnect` become
 * the wallet's `change` events. The same adapter gives the same wallet.
 * @example
 * solanaAdapter({ wallets: [new PhantomWalletAdapter(), new SolflareWalletAdapter()].map(fromWalletAdapter) })
 */
export function fromWalletAdapter(adapter: WalletAdapter): Wallet {
  const known = wallets.get(adapter)
  if (known) return known
  const wallet = walletOver(adapter)
  wallets.set(adapter, wallet)
  return wallet
}

function walletOver(adapter: WalletAdapter): Wallet {
  const signer = adapter as WalletAdapter &
    Partial<SignerWalletAdapterProps & { signMessage(message: Uint8Array): Promise<Uint8Array> }>
  // What the adapter can sign is read on each use: an adapter may add its methods once connected.
  const accountFeatures = (): IdentifierString[] => [
    ...(signer.signMessage ? [SolanaSignMessage as IdentifierString] : []),
    ...(signer.signTransaction ? [SolanaSignTransaction as IdentifierString] : []),
  ]
  const accountOf = (publicKey: PublicKey): WalletAccount => ({
    address: publicKey.toBase58(),
    publicKey: publicKey.toBytes(),
    chains: SOLANA_CHAINS,
    features: accountFeatures(),
  })
  const accounts = (): readonly WalletAccount[] =>
    adapter.connected && adapter.publicKey ? [accountOf(adapter.publicKey)] : []
  const request = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw withCause(error)
    }
  }

  const connect: StandardConnectFeature = {
    [StandardConnect]: {
      version: '1.0.0',
      async connect(input) {
        if (!adapter.connected) {
          if (input?.silent) await adapter.autoConnect().catch(() => undefined)
          else await request(() => adapter.connect())
        }
        return { accounts: accounts() }
      },
    },
  }
  const disconnect: StandardDisconnectFeature = {
    [StandardDisconnect]: { version: '1.0.0', disconnect: () => request(() => adapter.disconnect()) },
  }
  const events: StandardEventsFeature = {
    [StandardEvents]: {
      version: '1.0.0',
      on(_event, listener: StandardEventsListeners['change']) {
        const onConnect = (publicKey: PublicKey) => listener({ accounts: [accountOf(publicKey)] })
        const onDisconnect = () => listener({ accounts: [] })
        adapter.on('connect', onConnect)
        adapter.on('disconnect', onDisconnect)
        return () => {
          adapter.off('connect', onConnect)
          adapter.off('disconnect', onDisconnect)
        }
      },
    },
  }
  const signMessage = (sign: (message: Uint8Array) => Promise<Uint8Array>): SolanaSignMessageFeature => ({
    [SolanaSignMessage]: {
      version: '1.1.0',
      signMessage: (...inputs) =>
        request(() =>
          Promise.all(
            inputs.map(async ({ message }) => ({
              signedMessage: message,
              signature: await sign(message),
              signatureType: 'ed25519' as const,
            })),
          ),
        ),
    },
  })
  const signTransaction = (
    sign: SignerWalletAdapterProps['signTransaction'],
  ): SolanaSignTransactionFeature => ({
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: [...(adapter.supportedTransactionVersions ?? ['legacy'])].filter(
        (version): version is SolanaTransactionVersion => version === 'legacy' || version === 0,
      ),
      signTransaction: (...inputs) =>
        request(() =>
          Promise.all(
            inputs.map(async ({ transaction }) => ({
              signedTransaction: await signWireTransaction(
                transaction,
                adapter.supportedTransactionVersions,
                (unsigned) => sign(unsigned as never),
              ),
            })),
          ),
        ),
    },
  })

  return {
    version: '1.0.0',
    name: adapter.name,
    icon: adapter.icon as WalletIcon,
    chains: SOLANA_CHAINS,
    get accounts() {
      return accounts()
    },
    get features() {
      return {
        ...connect,
        ...disconnect,
        ...events,
        ...(signer.signMessage ? signMessage(signer.signMessage.bind(adapter)) : {}),
        ...(signer.signTransaction ? signTransaction(signer.signTransaction.bind(adapter)) : {}),
      }
    },
  }
}
