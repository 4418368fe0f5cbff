import type { CloudClient } from '../cloud/CloudClient.js'
import type { Catalogue, MessageKey, Translate } from '../i18n/Catalogue.js'
import type { Locale } from '../i18n/locales.js'
import type { PorticoStorage } from '../storage/createStorage.js'
import type { PorticoEvent } from './event.js'
import type { ChainNamespace } from './namespace.js'
import type { ConnectMethod, Features } from './options.js'
import type { Portico, PorticoNames } from './portico.js'
import type { RemoteSession } from './remoteSession.js'
import type { PorticoState } from './state.js'
import type { ViewName } from './view.js'

/** Why a namespace's account is (again) settled: a connect, a start-up reconnect, a new account or network. */
export type AccountSettledReason = 'connect' | 'restore' | 'account' | 'network'

/** What a feature works with: the instance's state, options, storage and public API. */
export interface FeatureContext<State extends object = object> {
  readonly state: PorticoState
  readonly options: import('../options/ResolvedOptions.js').ResolvedOptions
  readonly storage: PorticoStorage
  readonly portico: Portico
  /** The feature's own slice of the instance state (`state.plugins[id]`), reactive like the rest. */
  readonly featureState: State
  /**
   * The instance's lifetime: destroy() aborts it with a RequestAbortedError. A feature hands it to its own cloud
   * requests (`createHttpClient({ baseUrl, signal })`, `fetch(url, { signal })`), so they end with the instance, and
   * logs no failure for that abort.
   */
  readonly signal: AbortSignal
  /**
   * The project's Portico Cloud client (its `cloudUrl` and `projectId`, the instance's `signal`); undefined in basic
   * mode or without a `cloudUrl`: a feature of the cloud then answers as without one.
   */
  readonly cloud: CloudClient | undefined
  emit(event: PorticoEvent): void
  /**
   * Reads a namespace's connected account's profile (name, image) from the cloud again, past its cache: after the
   * feature changed it (a name registered). Does nothing without a cloud or a connected account.
   */
  refreshProfile(namespace: ChainNamespace): Promise<void>
  /**
   * Connects every namespace of a remote wallet's session whose adapter has `connectSession`, applied as a
   * connect does (state, CONNECT_SUCCESS, balances, the modal closes, `onAccountSettled` 'connect') or, with
   * `silent`, as a start-up reconnect does (no event, no modal, 'restore'). Disconnecting any of those
   * namespaces afterwards disconnects all of them and ends the session once (`session.disconnect()`); the
   * session's `deleted` event disconnects them all. Resolves with the namespaces connected (none when no
   * adapter takes part: the session's own `request` is then the app's API); rejects with the first adapter
   * error when every namespace failed. With `namespaces`, only those of the session are connected; when the session
   * is the one already held, the namespaces connected before stay as they are (a namespace the wallet added later).
   */
  connectSession(
    session: RemoteSession,
    parameters?: { silent?: boolean; namespaces?: readonly ChainNamespace[] },
  ): Promise<ChainNamespace[]>
}

/** What a created feature hooks into the instance's life; every hook is optional. */
export interface FeatureInstance<Api> {
  /** The feature's public API, reached through `portico.getFeature(feature)`. */
  readonly api: Api
  /** A namespace's account is connected and settled (after the modal closed on a connect). */
  onAccountSettled?(namespace: ChainNamespace, reason: AccountSettledReason): void
  /** A namespace was disconnected (by the visitor or the wallet); its state is already reset. */
  onDisconnected?(namespace: ChainNamespace): void
  /**
   * The instance's name resolver, when this feature resolves names (`@portico/names`): `portico.names` asks it.
   * Without one, every call of `portico.names` fails with its catalogue error, as without a cloud.
   */
  readonly names?: PorticoNames
  /** The modal closed (after any close the features did not block). */
  onModalClosed?(): void
  /** True while the modal must stay open (e.g. a required sign-in without a session). */
  blocksClose?(): boolean
  destroy?(): void
}

/**
 * A module loaded on first use whose default export is a component of the UI package (a React
 * component for `@portico/react`); core never loads it, it only carries it to the UI.
 * @example () => import('./ReceiveView.js')
 */
export type FeatureModuleLoader = () => Promise<{ default: unknown }>

/**
 * The Account view's tabs (docs/behaviour.md#views), by name: an open contract like PorticoViews; a feature package that adds a tab
 * declares it here by declaration merging.
 */
export interface PorticoAccountTabs {
  Tokens: true
  NFTs: true
  Activity: true
}

/**
 * A view's header title computed from the instance's state, in the current locale (`t`): e.g. WalletConnect's
 * ConnectingWalletConnect shows the chosen wallet's name.
 * @example (state, t) => (state.plugins.walletconnect as { wallet?: { name: string } })?.wallet?.name ?? t('walletConnect.title')
 */
export type FeatureViewTitle = (state: PorticoState, t: Translate) => string

/** A tab of the Account view: core's or one a feature package registered in `PorticoAccountTabs`. */
export type AccountTabName = keyof PorticoAccountTabs & string

/**
 * A switch of the app's `features` (docs/behaviour.md#limits) a feature package can be turned off by (`features: { send: false }`).
 * A package whose feature is off by default declares its switch optional (`pay?: boolean`): core's defaults need not
 * list it.
 */
export type FeatureSwitch = {
  [Switch in keyof Features]-?: NonNullable<Features[Switch]> extends boolean ? Switch : never
}[keyof Features]

/**
 * Where the project's remote configuration (`GET /appkit/v1/config`) turns a feature's `switch` on or off. The switch is
 * off locally until the configuration turns it on (the app's `features` may set it, for an app without a cloud); the
 * cloud's value overrides the app's ('Local configuration ignored' names the switch); basic mode turns it off.
 * @example { key: 'swaps', fallback: ['1inch'] } // on while the project lists a swap provider
 */
export interface FeatureRemoteSwitch {
  /** Its key in the configuration: a provider list (on while it lists one) or a boolean; kept in `state.remoteFeatures`. */
  readonly key: string
  /** Its value when the configuration cannot be fetched (the cloud unreachable or failing). */
  readonly fallback: readonly string[] | boolean
}

/**
 * A feature's own texts: for each locale, the loader of its catalogue (its own chunk, loaded when the instance needs
 * that locale: English with the modal's code, another locale when it is chosen). English is required; a locale it
 * leaves out shows the feature's English. Its keys are declared in `PorticoMessages`. The table itself sits in a
 * chunk of the package (`PorticoFeature.messages` loads it), so the page carries one loader per feature.
 * @example { en: async () => en, de: () => import('./de.js').then((m) => m.de) }
 */
export type FeatureMessages = { readonly en: () => Promise<Catalogue> } & {
  readonly [Code in Exclude<Locale, 'en'>]?: () => Promise<Catalogue>
}

/** A feature's button on the Account view (ordered by docs/behaviour.md#limits wallet features order). */
export type FeatureAccountEntry = FeatureAccountEntryBase &
  (
    | {
        /** The view its button opens. */
        readonly view: ViewName
        readonly run?: undefined
      }
    | {
        /**
         * What its button does instead of opening a view, e.g. the embedded wallet's backup, whose screen the
         * secure frame shows over the page.
         */
        readonly run: (portico: Portico) => void
        readonly view?: undefined
      }
  )

/** What every Account entry has, whether it opens a view or runs. */
export interface FeatureAccountEntryBase {
  /** Where it sorts: onramp, swaps, receive, send (docs/behaviour.md#limits); any other name after them. */
  readonly order: string
  /** The message-catalogue key of its label (`receive.title`). */
  readonly label: MessageKey
  /**
   * Tells several entries of one feature apart: such an entry's id is `<feature id>-<key>` (absent: the
   * feature's id).
   */
  readonly key?: string
  /** An icon name of the UI package (`receive`, `send`); an unknown one shows a generic icon. */
  readonly icon?: string
  /**
   * Whether it shows for the active namespace's account (absent: always), e.g. names' entry only
   * while the account has no profile name; `featureState` is the feature's own state slice
   * (the embedded wallet's entry shows only for an e-mail login).
   */
  readonly shown?: (
    account: { readonly profileName?: string | undefined } | undefined,
    featureState?: unknown,
  ) => boolean
}

/**
 * A row a feature adds first to the Connect view's wallet list, shown while the feature is on (its `create` gave an
 * instance): a wallet icon with the label's initial, the label and a tag.
 * @example { label: 'walletConnect.title', tag: 'walletConnect.qrTag', view: 'ConnectingWalletConnect', pairsListings: true }
 */
export interface FeatureConnectRow<Api = unknown, State extends object = object> {
  /** The message-catalogue key of its label. */
  readonly label: MessageKey
  /** The key of a short tag after the label ('QR Code'). */
  readonly tag?: MessageKey
  /** The view choosing it opens; hovering or focusing it loads that view's code ahead. */
  readonly view: ViewName
  /**
   * Whether it is also how a registry wallet that is not installed here connects: that wallet's row opens `view` with
   * `{ wallet: listing }` (its image, name and deep links) instead of linking to the wallet's homepage.
   */
  readonly pairsListings?: boolean
  /** Hovered or focused: gets ready for the choice (loads code, opens no socket); `api` is the feature's. */
  warm?(api: Api): void
  /**
   * Whether the feature is already connecting `namespace` (WalletConnect asking its connected wallet for it), from its
   * state slice: SwitchActiveChain, having moved to a namespace not yet connected, then opens `view`, not Connect.
   */
  connecting?(featureState: State, namespace: ChainNamespace): boolean
}

/**
 * A capability that plugs into every instance through this contract rather than through code in
 * createPorticoInstance: the instance creates each listed feature once, hands it a FeatureContext,
 * and calls its hooks. `create` returns undefined when the options do not enable the feature.
 * @example
 * const siwx = portico.getFeature(siwxFeature) // undefined without the `siwx` option
 */
export interface PorticoFeature<Api = unknown, State extends object = object> {
  /** Unique id; the key of the feature's state in `state.plugins`. */
  readonly id: string
  /** The namespaces it works on (its views and Account entry show only there); absent: all. */
  readonly namespaces?: readonly ChainNamespace[]
  /** docs/behaviour.md#limits switch that turns it off (`features.send === false`, locally or remotely). */
  readonly switch?: FeatureSwitch
  /** When the project's Portico Cloud configuration decides its `switch` (a feature of the cloud): where it says so. */
  readonly remoteSwitch?: FeatureRemoteSwitch
  /**
   * Loads the table of its texts per locale (the keys it declares in `PorticoMessages`), a module whose default export
   * it is, as a view's loader gives its component; each catalogue then loads when needed.
   * @example () => import('./messages/sendMessages.js')
   */
  readonly messages?: () => Promise<{ default: FeatureMessages }>
  /** Modal views it adds to the UI's view registry, each loaded the first time it shows. */
  readonly views?: Partial<Record<ViewName, FeatureModuleLoader>>
  /** The header titles of its views: catalogue keys, or computed from the state (e.g. the chosen wallet's name). */
  readonly titles?: Partial<Record<ViewName, MessageKey | FeatureViewTitle>>
  /** Account tabs it fills. */
  readonly accountTabs?: Partial<Record<AccountTabName, FeatureModuleLoader>>
  /** Its buttons on the Account view: one, or several told apart by their `key`. */
  readonly accountEntry?: FeatureAccountEntry | readonly FeatureAccountEntry[]
  /**
   * The Connect view's e-mail or social section it fills (docs/behaviour.md#views: shown in `connectMethodsOrder` when the
   * matching feature switch is on), each loaded the first time the Connect view shows.
   */
  readonly connectMethods?: Partial<Record<Exclude<ConnectMethod, 'wallet'>, FeatureModuleLoader>>
  initialState?(): State
  /** Its row in the Connect view's wallet list, first (WalletConnect's: pair any wallet by QR code). */
  readonly connectRow?: FeatureConnectRow<Api, State>
  /**
   * The view `open()` shows first on a desktop when the app gave no adapters or manual control (WalletConnect's
   * ConnectingWalletConnectBasic, the QR code alone); the first feature that names one gives it, and without one
   * AllWallets shows, as on a phone.
   */
  readonly basicConnectView?: ViewName
  /**
   * The connector id of the remote sessions this feature connects (`connectSession`) and restores itself:
   * start-up leaves stored connections of that connector to the feature instead of asking adapters to
   * reconnect them, and `adapters: []` is accepted when such a feature is given (docs/behaviour.md#views, wallet connection only).
   */
  readonly remoteConnectorId?: string
  /** Its controller, when it has one (a feature of views only has none and no API). */
  create?(context: FeatureContext<State>): FeatureInstance<Api> | undefined
}
