import type { PorticoOptions } from '@portico/core'

/** A test wallet the page announces through EIP-6963, signing with one devnet account. */
export interface LabTestWallet {
  uuid: string
  name: string
  rdns: string
  /** Index into the devnet's funded accounts (default 1; account 0 deploys the devnet contracts). */
  accountIndex?: number
}

/** A Solana test wallet the page registers through the Wallet Standard, signing with one devnet account. */
export interface LabSolanaTestWallet {
  name: string
  /** Index into the devnet's funded Solana accounts (default: the same index as the EVM wallets'). */
  accountIndex?: number
}

/** A Bitcoin test wallet the page registers through the Wallet Standard, signing with one devnet account. */
export interface LabBitcoinTestWallet {
  name: string
  /** Index into the devnet's funded Bitcoin accounts (default: the same index as the EVM wallets'). */
  accountIndex?: number
}

/** A Keplr-compatible Cosmos test wallet the page installs on `window`, signing with one devnet account. */
export interface LabCosmosTestWallet {
  name: string
  /** The `window` key it installs under (and the Cosmos adapter looks at). */
  key: string
  /** The connector id the Cosmos adapter lists it under. */
  connectorId: string
  /** Index into the devnet's funded Cosmos accounts (default: the same index as the EVM wallets'). */
  accountIndex?: number
}

/** A polkadot-js-compatible test extension the page injects into `window.injectedWeb3`, with one devnet account. */
export interface LabPolkadotTestWallet {
  name: string
  /** Its `window.injectedWeb3` key, which is also the Polkadot adapter's connector id. */
  key: string
  /** Index into the devnet's Polkadot dev accounts (default: the same index as the EVM wallets'). */
  accountIndex?: number
}

/** Which test wallets a page gets: by `&wallet=test` in the lab, by the fixture in browser tests. */
export interface LabWallets {
  announced: readonly LabTestWallet[]
  /** Also expose the first announced wallet as `window.ethereum`. */
  windowEthereum: boolean
  /** Solana wallets registered through the Wallet Standard (configs with `solana: true`). */
  solana?: readonly LabSolanaTestWallet[]
  /** Bitcoin wallets registered through the Wallet Standard (configs with `bitcoin: true`). */
  bitcoin?: readonly LabBitcoinTestWallet[]
  /** Keplr-compatible Cosmos wallets on `window` (configs with `cosmos: true`). */
  cosmos?: readonly LabCosmosTestWallet[]
  /** Polkadot test extensions in `window.injectedWeb3` (configs with `polkadot: true`). */
  polkadot?: readonly LabPolkadotTestWallet[]
}

/** Portico options a config may set; the lab supplies projectId, networks, adapters and storage. */
export type LabPorticoOptions = Partial<
  Omit<PorticoOptions, 'projectId' | 'networks' | 'adapters' | 'storage'>
>

/** One named lab configuration, served at `/?config=<name>`. */
export interface LabConfig {
  name: string
  title: string
  description: string
  options: LabPorticoOptions
  wallets: LabWallets
  /** 'modal': the modal is appended to the body; 'embedded': the page places it inline. */
  layout: 'modal' | 'embedded'
  /**
   * Run against the lab's Portico Cloud (its URL from loadLabCloudUrl) with this project id. The local
   * chains are then flagged as testnets, so the registry's chain filter (which skips testnets) lists
   * every catalogue wallet (balances are then read from the chains by the adapter). With `testnets: false` they
   * stay non-test networks, so balance and identity come from the cloud's blockchain API (docs/behaviour.md#validation).
   */
  cloud?: { projectId: string; testnets?: boolean }
  /**
   * Install @portico/send, naming the devnet's USDT on each EVM chain as a USDT-like token (its `transfer`
   * returns nothing), as an app names such contracts of its chains.
   */
  send?: boolean
  /** Also the devnet's Solana chain as a network, with @portico/adapter-solana beside the EVM adapter. */
  solana?: boolean
  /**
   * Also a panel of an app built on @solana/wallet-adapter-react (`useWallet()`, `useConnection()`), inside
   * @portico/solana-wallet-adapter's PorticoSolanaBridge, loaded with import() (configs with `solana: true`).
   */
  walletAdapter?: boolean
  /** Also the devnet's Bitcoin regtest chain, with @portico/adapter-bitcoin. */
  bitcoin?: boolean
  /** Also the devnet's Cosmos chain, with @portico/adapter-cosmos (which finds `wallets.cosmos` by their key). */
  cosmos?: boolean
  /** Also the devnet's Polkadot chain (chopsticks), with @portico/adapter-polkadot. */
  polkadot?: boolean
  /**
   * Sign in with X, built with `import('@portico/siwx')` at start: `local` is `defaultSiwx()` (verified in the
   * page), `cloud` is `cloudSiwx()` (verified by the config's cloud).
   */
  siwx?: LabSiwx
  /**
   * The embedded wallet (`embeddedWallet` of @portico/embedded) on the lab's secure site (its URL from
   * loadLabSecureSiteUrl); the e-mail field shows when `features.email` is on.
   */
  embeddedWallet?: boolean
  /**
   * The native currency the app names its devnet EVM chains' coin (default Ether, ETH, 18 decimals), as an app of a
   * chain whose coin is not ether does; the widget and the embedded wallet's screens show amounts in it.
   */
  evmNativeCurrency?: { name: string; symbol: string }
  /**
   * The app gives no adapter (`adapters: []`): wallets connect only through a remote-wallet feature such as
   * `walletConnect()`, and opening the modal shows ConnectingWalletConnectBasic (AllWallets on a phone).
   */
  noAdapters?: boolean
  /** Also the Pay panel: the app asks `@portico/pay` for a payment to a merchant (the config installs `pay()`). */
  pay?: boolean
  /**
   * `walletConnect({ relayUrl })` on the lab cloud's relay with no `cloudUrl`, under this project id: no cloud request
   * checks the project first, so the relay alone answers for it (its socket's close says a refusal).
   */
  relayOnly?: { projectId: string }
}

/** How a lab config signs in. */
export interface LabSiwx {
  kind: 'local' | 'cloud'
  required?: boolean
  statement: string
}
