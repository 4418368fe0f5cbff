import type { IdentifierString, WalletAccount, WalletIcon, WalletWithFeatures } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { TestWalletPromptControls } from '../wallet/TestWalletPromptControls.js'

/** A Bitcoin chain the test wallet knows: its Wallet Standard id and the Esplora API it reads and sends with. */
export interface BitcoinTestWalletChain {
  /** `bitcoin:mainnet`, `bitcoin:testnet` or `bitcoin:regtest` (the devnet). */
  id: IdentifierString
  esploraUrl: string
}

/** A secp256k1 private key: 32 bytes, or 64 hex characters (the devnet accounts' `privateKey`). */
export type BitcoinTestWalletKey = string | Uint8Array

/** What `createBitcoinTestWallet` takes: one key, the chains it serves, and how it shows itself. */
export interface CreateBitcoinTestWalletParameters {
  /** Signs for both addresses: the payment address (P2WPKH) and the ordinals address (P2TR, key path). */
  privateKey: BitcoinTestWalletKey
  /** The chains the wallet names; the first sets the address prefixes (`bcrt1…` for `bitcoin:regtest`). */
  chains: readonly BitcoinTestWalletChain[]
  /** Default 'Portico Bitcoin Test Wallet'. */
  name?: string
  /** Default `testWalletIcon`. */
  icon?: WalletIcon
  /** Starts already authorised for this site (as after an earlier approval): `accounts` shows the addresses. */
  authorized?: boolean
  /** Whether it offers `bitcoin:signAndSendTransaction` (default true); without it apps broadcast themselves. */
  signAndSend?: boolean
}

/** The features that show a prompt in a real wallet, so the controls approve, reject or delay them. */
export type BitcoinPromptMethod =
  | 'bitcoin:connect'
  | 'bitcoin:signMessage'
  | 'bitcoin:signTransaction'
  | 'bitcoin:signAndSendTransaction'

/** Address purposes of `bitcoin:connect` (payment: spending BTC; ordinals: holding inscriptions). */
export type BitcoinTestWalletPurpose = 'payment' | 'ordinals'

/** One input range of a PSBT the wallet signs with an account (`bitcoin:signTransaction`). */
export interface BitcoinTestWalletInputToSign {
  account: WalletAccount
  signingIndexes: number[]
}

/** One PSBT to sign: raw bytes, the chain it spends on, and which inputs to sign with which account. */
export interface BitcoinTestWalletPsbtInput {
  psbt: Uint8Array
  chain: string
  inputsToSign: readonly BitcoinTestWalletInputToSign[]
}

/**
 * The Wallet Standard features the Bitcoin test wallet implements, in the shapes Bitcoin wallets use
 * (`bitcoin:signAndSendTransaction` only when created with `signAndSend` not false).
 */
export type BitcoinTestWalletFeatures = StandardDisconnectFeature &
  StandardEventsFeature & {
    'bitcoin:connect': {
      version: '1.0.0'
      connect(input: {
        purposes: readonly BitcoinTestWalletPurpose[]
      }): Promise<{ accounts: readonly WalletAccount[] }>
    }
    'bitcoin:signMessage': {
      version: '1.0.0'
      signMessage(
        ...inputs: readonly { account: WalletAccount; message: Uint8Array }[]
      ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
    }
    'bitcoin:signTransaction': {
      version: '1.0.0'
      signTransaction(...inputs: readonly BitcoinTestWalletPsbtInput[]): Promise<{ signedPsbt: Uint8Array }[]>
    }
    'bitcoin:signAndSendTransaction'?: {
      version: '1.0.0'
      signAndSendTransaction(...inputs: readonly BitcoinTestWalletPsbtInput[]): Promise<{ txId: string }[]>
    }
  }

/**
 * A Wallet Standard Bitcoin wallet backed by a local key and a local Esplora API, plus the controls
 * a test sets: how prompts are answered, and wallet-side changes (another key, a disconnect).
 */
export interface BitcoinTestWallet
  extends WalletWithFeatures<BitcoinTestWalletFeatures>,
    TestWalletPromptControls<BitcoinPromptMethod> {
  /** Whether this site may see the accounts (`accounts` is empty until a connect is approved). */
  authorized: boolean
  /** The wallet's addresses: payment (P2WPKH) first, then ordinals (P2TR), whether or not the site may see them. */
  readonly addresses: readonly [payment: string, ordinals: string]
  /** Replaces the key (both addresses) and emits `change` with the new accounts when the site may see them. */
  setKey(privateKey: BitcoinTestWalletKey): void
  /** Disconnects from the wallet side: the site is no longer authorised and `change` reports no accounts. */
  emitDisconnect(): void
}
