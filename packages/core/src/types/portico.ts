import type { Translate } from '../i18n/Catalogue.js'
import type { Locale } from '../i18n/locales.js'
import type { ChainAdapter } from './adapter.js'
import type { AlertVariant } from './alert.js'
import type { PorticoEvent, PorticoEventRecord } from './event.js'
import type { PorticoFeature } from './feature.js'
import type { CaipNetworkId, ChainNamespace } from './namespace.js'
import type { Network } from './network.js'
import type { PorticoOptions } from './options.js'
import type { PorticoPortfolio } from './portfolio.js'
import type { PorticoState } from './state.js'
import type { ThemeMode, ThemeVariables } from './theme.js'
import type { ViewData, ViewName } from './view.js'

/** What `open` shows: a view (core's or a feature package's, see PorticoViews) with the data that view takes. */
export interface OpenParameters<View extends ViewName = ViewName> {
  view?: View | undefined
  namespace?: ChainNamespace | undefined
  data?: ViewData<View> | undefined
}

/** A free name the cloud proposes (docs/behaviour.md#state "Name suggestion: name"), suffix included. */
export interface NameSuggestion {
  name: string
}

export interface RegisterNameParameters {
  /** The name with or without the cloud's suffix: letters, digits and hyphens, at least 4 characters. */
  name: string
  /** Text attributes stored with the name (e.g. `avatar`: an image URL the profile shows). */
  attributes?: Record<string, string>
}

/** A registered name as a profile (docs/behaviour.md#state send state: the receiver's profile name and image). */
export interface NameProfile {
  /** The full name, suffix included. */
  name: string
  /** The EVM address it points to. */
  address: string
  /** The profile image URL (the name's `avatar` attribute), when it has one. */
  avatar?: string
}

/**
 * Names on Portico Cloud (docs/behaviour.md#calls name lookup, reverse lookup, suggestions, register). Without a
 * cloud (basic mode or no cloudUrl) every call fails with its catalogue error.
 */
export interface PorticoNames {
  /** The EVM address a name points to, or undefined when none is registered; cached 5 min per name. */
  lookup(name: string): Promise<string | undefined>
  /** The name's profile (full name, address, image), or undefined when none is registered; never cached. */
  profile(name: string): Promise<NameProfile | undefined>
  /** The full names registered for an address, newest first. */
  reverseLookup(address: string): Promise<string[]>
  /** Free names close to the input. */
  suggest(name: string): Promise<NameSuggestion[]>
  /**
   * Registers a name for the connected EVM account: the wallet signs the registration message, the
   * cloud checks the signature. Returns the full name; the account's profile name follows.
   */
  register(parameters: RegisterNameParameters): Promise<string>
}

/**
 * One Portico instance (returned by createPortico). Everything the UI, the hooks and the app do
 * goes through it. `state` is a valtio proxy: read it with snapshots, change it only through methods.
 */
export interface Portico {
  readonly state: PorticoState
  readonly options: Readonly<PorticoOptions>
  /** Resolves when start-up (reconnect per namespace) has finished. */
  readonly ready: Promise<void>

  open<View extends ViewName = ViewName>(parameters?: OpenParameters<View>): Promise<void>
  close(): void
  /** False while a feature keeps the modal open (a required sign-in without a session): Close is disabled. */
  canClose(): boolean
  /** Router: push a view, go back (closes at the first view), replace the current view. */
  push<View extends ViewName>(view: View, data?: ViewData<View>): void
  replace<View extends ViewName>(view: View, data?: ViewData<View>): void
  goBack(): void
  /** Shakes the modal for 500 ms. */
  shake(): void
  /** Shows or hides the modal's loading state. */
  setLoading(loading: boolean): void

  /**
   * Connects the wallet row's connector in a namespace (the UI calls this from ConnectingExternal); a
   * connector already connected there (multi-wallet) becomes the active one without a prompt. The modal
   * closes after it unless `keepModalOpen`.
   * @throws {UserRejectedError} The visitor declined in the wallet.
   * @throws {AdapterNotFoundError} No adapter serves the namespace.
   * @throws {PorticoError} The adapter's failure (e.g. `ConnectorNotFoundError`), or the wallet's as its cause.
   */
  connect(parameters: {
    connectorId: string
    namespace: ChainNamespace
    keepModalOpen?: boolean
  }): Promise<void>
  /**
   * Disconnects one namespace (every connection it keeps, multi-wallet), or all when none is given.
   * @throws {DisconnectError} A wallet failed to disconnect (Portico's state is disconnected all the same).
   */
  disconnect(parameters?: { namespace?: ChainNamespace; keepModalOpen?: boolean }): Promise<void>
  /**
   * Switches the active namespace's wallet to one of the app's networks.
   * @throws {NetworkNotFoundError} The network is not among the app's networks.
   * @throws {UserRejectedError} The visitor declined the switch in the wallet.
   * @throws {ChainNotSupportedError} The wallet could neither switch to the network nor add it.
   * @throws {AdapterNotFoundError} No adapter serves the network's namespace.
   */
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
  addNetwork(namespace: ChainNamespace, network: Network): void
  removeNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): void
  /**
   * Labels an address in a namespace's account state (`accountState.addressLabels`, default the active namespace);
   * `label` undefined removes it. Name lookups label the address they find. Labels go with the account.
   */
  setAddressLabel(parameters: {
    address: string
    label: string | undefined
    namespace?: ChainNamespace
  }): void
  /** The Account view's tab (`accountState.currentTab`: 0 Tokens, 1 NFTs, 2 Activity), kept while the account is. */
  setAccountTab(tab: number, namespace?: ChainNamespace): void
  /** Re-reads the native balance of the active account (cached 30 s unless forced). */
  refreshBalance(parameters?: { namespace?: ChainNamespace; force?: boolean }): Promise<void>

  /**
   * Asks the connected wallet of the namespace (default the active one) to sign a text message.
   * @throws {UserRejectedError} The visitor declined in the wallet.
   * @throws {AdapterNotFoundError} No namespace is active, or no adapter serves it.
   * @throws {PorticoError} No account is connected, or the wallet failed (its error as the cause).
   */
  signMessage(parameters: { message: string; namespace?: ChainNamespace }): Promise<string>
  /**
   * Asks the connected wallet to sign typed data (EIP-712 on EVM).
   * @throws {CapabilityNotSupportedError} The namespace's adapter cannot sign typed data.
   * @throws {UserRejectedError} The visitor declined in the wallet.
   * @throws {PorticoError} No account is connected, or the wallet failed (its error as the cause).
   */
  signTypedData(parameters: {
    typedData: Record<string, unknown>
    namespace?: ChainNamespace
  }): Promise<string>
  /**
   * Asks the connected wallet to send a transaction; resolves with its hash (signature on Solana).
   * @throws {CapabilityNotSupportedError} The namespace's adapter cannot send transactions.
   * @throws {UserRejectedError} The visitor declined in the wallet.
   * @throws {PorticoError} No account is connected, or the wallet or network failed (its error as the cause).
   */
  sendTransaction(parameters: {
    to: string
    value?: bigint
    data?: string
    /** The gas limit to send with; left out, the wallet estimates it. */
    gas?: bigint
    namespace?: ChainNamespace
  }): Promise<string>
  /** The connected wallet's provider in a namespace. */
  getProvider(namespace?: ChainNamespace): unknown
  getAdapter(namespace: ChainNamespace): ChainAdapter
  /** The API of a feature (e.g. `siwxFeature`), or undefined when the options do not enable it. */
  getFeature<Api, State extends object>(feature: PorticoFeature<Api, State>): Api | undefined

  showAlert(parameters: {
    message: string
    variant: AlertVariant
    code?: string
    values?: Record<string, string | number>
    autoClose?: boolean
  }): void
  closeAlert(): void
  /** Shows a toast; it dismisses itself unless it is a loading toast. Returns its id. */
  showToast(parameters: { message: string; variant: AlertVariant }): number
  dismissToast(id: number): void

  /**
   * Loads one list page (40 wallets) of the registry into `state.listings`; `state.registry` has
   * the paging. Does nothing without a Portico Cloud. Failures set `registry.status` to 'error'.
   */
  fetchWallets(parameters?: { page?: number }): Promise<void>
  /**
   * Searches the registry (first 100 matches) once the visitor stops typing for 300 ms, into
   * `state.registry.search`; a newer query cancels an older one. An empty query clears the search.
   */
  searchWallets(query: string): void
  /** The URL of a registry wallet's image, or undefined without a Portico Cloud. */
  getWalletImageUrl(imageId: string): string | undefined
  /** Names on Portico Cloud: lookup, reverse lookup, suggestions, registration. */
  readonly names: PorticoNames
  /** The connected account's tokens and NFTs from Portico Cloud (empty without one). */
  readonly portfolio: PorticoPortfolio

  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void

  /**
   * Switches the language ('de', 'pt-BR', ...): loads that locale's catalogue, then sets
   * `state.locale`. Resolves once the UI can show it. A locale Portico does not ship shows English
   * with a console warning; it never throws.
   */
  setLocale(locale: string): Promise<void>
  /**
   * The translator of a locale (default: `state.locale`): `t(key, values?)` over its catalogue,
   * English key by key where it has no text. English until that locale's catalogue has loaded.
   */
  getTranslator(locale?: Locale): Translate
  /**
   * Loads the English texts the modal shows: core's views' and those of the instance's feature packages (each
   * package's own chunk). The UI package loads them with the modal's code; resolves at once once they are in; a
   * failed load rejects, and the next call tries again.
   */
  loadTexts(): Promise<void>

  /** Typed events; returns an unsubscribe function. */
  subscribeEvents(listener: (record: PorticoEventRecord) => void): () => void
  /** Any state change; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Emits an event (used by the UI for user actions such as SELECT_WALLET). */
  emit(event: PorticoEvent): void

  /** Releases adapter listeners and subscriptions. */
  destroy(): void
  /**
   * Whether the page runs on a phone or tablet: the one rule every such choice asks (opening on AllWallets instead of
   * the QR code, a wallet's mobile deep link instead of its QR code, Farcaster's link instead of its QR code). Tests
   * fix it (createTestPortico's `mobile`).
   */
  isMobile(): boolean
}
