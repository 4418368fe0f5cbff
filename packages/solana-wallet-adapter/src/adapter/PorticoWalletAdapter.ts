import { walletStandardChain } from '@portico/adapter-solana'
import type { Portico } from '@portico/core'
import {
  BaseMessageSignerWalletAdapter,
  type TransactionOrVersionedTransaction,
  WalletConnectionError,
  WalletError,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignMessageError,
  WalletSignTransactionError,
  WalletWindowClosedError,
} from '@solana/wallet-adapter-base'
import {
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { decodeBase58 } from './decodeBase58.js'
import { PORTICO_ICON } from './PORTICO_ICON.js'
import { PorticoWalletName } from './PorticoWalletName.js'
import { porticoWalletFeature } from './porticoWalletFeature.js'
import { utf8Text } from './utf8Text.js'

/**
 * A `@solana/wallet-adapter-base` adapter over Portico's Solana connection, so that an app's `useWallet()` follows
 * Portico: it is connected while Portico's `solana` namespace is, with its address, and emits `connect` when Portico
 * connects or its account changes and `disconnect` when Portico disconnects, from whichever side. `connect()` opens
 * Portico's modal on Solana (or takes the connection Portico has); `disconnect()` disconnects Portico's Solana
 * namespace. A message that is text is signed through Portico's `signMessage` (its events and approval views);
 * other bytes and transactions by the Solana wallet Portico is connected to. Prefer `getPorticoWalletAdapter(portico)`,
 * which gives one adapter per Portico instance.
 */
export class PorticoWalletAdapter extends BaseMessageSignerWalletAdapter<'Portico'> {
  readonly name = PorticoWalletName
  readonly url = 'https://www.npmjs.com/package/@portico/solana-wallet-adapter'
  readonly icon = PORTICO_ICON
  readonly readyState = WalletReadyState.Loadable
  readonly supportedTransactionVersions = new Set(['legacy', 0] as const)
  #portico: Portico
  #publicKey: PublicKey | null = null
  #connecting = false
  #stop: () => void

  constructor({ portico }: { portico: Portico }) {
    super()
    this.#portico = portico
    this.#stop = portico.subscribe(() => this.#follow())
    this.#follow()
  }

  get publicKey(): PublicKey | null {
    return this.#publicKey
  }

  get connecting(): boolean {
    return this.#connecting
  }

  /** Takes Portico's Solana connection once Portico has restored it (no modal; nothing when there is none). */
  override async autoConnect(): Promise<void> {
    await this.#portico.ready
    this.#follow()
    if (this.#publicKey) this.emit('connect', this.#publicKey)
  }

  /** Takes Portico's Solana connection, or opens Portico's modal on Solana and waits for the visitor to connect. */
  async connect(): Promise<void> {
    if (this.#connecting) return
    this.#connecting = true
    try {
      if (!this.#address()) await this.#connectInModal()
      this.#follow()
      if (!this.#publicKey) throw new WalletNotConnectedError()
      this.emit('connect', this.#publicKey)
    } catch (error) {
      const failure =
        error instanceof WalletError ? error : new WalletConnectionError((error as Error)?.message, error)
      this.emit('error', failure)
      throw failure
    } finally {
      this.#connecting = false
    }
  }

  /** Disconnects Portico's Solana namespace (the `disconnect` event follows from Portico's state). */
  async disconnect(): Promise<void> {
    if (this.#address()) await this.#portico.disconnect({ namespace: 'solana' })
    this.#follow()
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    const text = utf8Text(message)
    try {
      if (text !== undefined)
        return decodeBase58(await this.#portico.signMessage({ message: text, namespace: 'solana' }))
      const { feature, account } = this.#feature<SolanaSignMessageFeature>(SolanaSignMessage)
      const [output] = await feature.signMessage({ account, message })
      if (!output) throw new WalletSignMessageError('The wallet returned no signature')
      return output.signature
    } catch (error) {
      if (error instanceof WalletNotConnectedError) throw error
      throw new WalletSignMessageError((error as Error)?.message, error)
    }
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(
    transaction: T,
  ): Promise<T> {
    const network = this.#portico.state.chains.solana?.networkState.caipNetwork
    const wire =
      transaction instanceof VersionedTransaction
        ? transaction.serialize()
        : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
    try {
      const { feature, account } = this.#feature<SolanaSignTransactionFeature>(SolanaSignTransaction)
      const [output] = await feature.signTransaction({
        account,
        transaction: wire,
        ...(network ? { chain: walletStandardChain(network) } : {}),
      })
      if (!output) throw new WalletSignTransactionError('The wallet returned no transaction')
      const signed = output.signedTransaction
      return (
        transaction instanceof VersionedTransaction
          ? VersionedTransaction.deserialize(signed)
          : Transaction.from(signed)
      ) as T
    } catch (error) {
      if (error instanceof WalletNotConnectedError) throw error
      throw new WalletSignTransactionError((error as Error)?.message, error)
    }
  }

  /** Stops following Portico (the adapter stays disconnected from then on). */
  destroy(): void {
    this.#stop()
  }

  #address(): string | undefined {
    const account = this.#portico.state.chains.solana?.accountState
    return account?.status === 'connected' ? account.address : undefined
  }

  /** A feature of the Solana wallet Portico is connected to (throws WalletNotConnectedError while it is not). */
  #feature<Features>(name: keyof Features & string) {
    const address = this.#address()
    const wallet = address ? (this.#portico.getProvider('solana') as Wallet | undefined) : undefined
    if (!address || !wallet?.features) throw new WalletNotConnectedError()
    return porticoWalletFeature<Features>(wallet, address, name)
  }

  /** Mirrors Portico's Solana account: `connect` when it appears or changes, `disconnect` when it goes. */
  #follow(): void {
    const address = this.#address()
    if (address === this.#publicKey?.toBase58()) return
    this.#publicKey = address ? new PublicKey(address) : null
    if (this.#publicKey) this.emit('connect', this.#publicKey)
    else this.emit('disconnect')
  }

  /** Opens Portico's modal on Solana; resolves once Solana is connected, rejects when the modal closes before. */
  #connectInModal(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let opened = false
      const settle = () => {
        if (this.#address()) {
          stop()
          resolve()
        } else if (this.#portico.state.modal.open) opened = true
        else if (opened) {
          stop()
          reject(new WalletWindowClosedError('The Portico modal closed before a Solana wallet connected'))
        }
      }
      const stop = this.#portico.subscribe(settle)
      this.#portico.open({ namespace: 'solana' }).then(settle, (error: unknown) => {
        stop()
        reject(error)
      })
    })
  }
}
