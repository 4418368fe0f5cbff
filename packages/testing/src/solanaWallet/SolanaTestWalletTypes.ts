import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletIcon, WalletWithFeatures } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { TestWalletPromptControls } from '../wallet/TestWalletPromptControls.js'

/** A Solana chain the test wallet knows: its Wallet Standard id and where to send transactions. */
export interface SolanaTestWalletChain {
  /** A Wallet Standard chain id, e.g. `solana:localnet`. */
  id: IdentifierString
  rpcUrl: string
}

/** An ed25519 key: 64 bytes (seed + public key), the `solana-keygen` format the devnet accounts use. */
export type SolanaTestWalletKey = readonly number[] | Uint8Array

/** What `createSolanaTestWallet` takes: one key, the chains it knows, and how it shows itself. */
export interface CreateSolanaTestWalletParameters {
  secretKey: SolanaTestWalletKey
  chains: readonly SolanaTestWalletChain[]
  /** Default 'Portico Solana Test Wallet'. */
  name?: string
  /** Default `testWalletIcon`. */
  icon?: WalletIcon
  /** Starts already authorised for this site (as after an earlier approval): a silent connect returns the account. */
  authorized?: boolean
}

/** The features that show a prompt in a real wallet, so the controls approve, reject or delay them. */
export type SolanaPromptMethod =
  | 'standard:connect'
  | 'solana:signMessage'
  | 'solana:signTransaction'
  | 'solana:signAndSendTransaction'

/** The Wallet Standard features the Solana test wallet implements. */
export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/**
 * A Wallet Standard Solana wallet backed by a local key and a local RPC, plus the controls a test
 * sets: how prompts are answered, and wallet-side changes (another account, a disconnect).
 */
export interface SolanaTestWallet
  extends WalletWithFeatures<SolanaTestWalletFeatures>,
    TestWalletPromptControls<SolanaPromptMethod> {
  /** Whether this site may see the accounts (a silent connect returns none until a connect is approved). */
  authorized: boolean
  /** The wallet's account addresses (base58), selected first, whether or not the site may see them. */
  readonly addresses: readonly string[]
  /** Replaces the accounts (selected first) and emits `change` with them when the site may see them. */
  setAccounts(keys: readonly SolanaTestWalletKey[]): void
  /** Disconnects from the wallet side: the site is no longer authorised and `change` reports no accounts. */
  emitDisconnect(): void
}
