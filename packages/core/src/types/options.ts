import type { AccountType } from './account.js'
import type { ChainAdapter } from './adapter.js'
import type { WalletListing } from './connector.js'
import type { PorticoFeature } from './feature.js'
import type { ChainNamespace } from './namespace.js'
import type { Network } from './network.js'
import type { SiwxConfig } from './siwx.js'
import type { ThemeMode, ThemeVariables } from './theme.js'

export type { SiwxConfig } from './siwx.js'

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/**
 * Local feature switches (docs/behaviour.md#limits defaults: receive, send, analytics, allWallets on; the rest off). An open
 * contract: a feature package adds its own switch by declaration merging.
 */
export interface Features {
  receive: boolean
  send: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  email: boolean
  socials: SocialProvider[] | false
  history: boolean
  connectMethodsOrder: ConnectMethod[]
}

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'
export type ConnectMethod = 'email' | 'social' | 'wallet'

/**
 * Features the project's cloud configuration may switch (docs/behaviour.md#state "Remote feature flags"). An open
 * contract: a feature package whose switch the cloud decides (`PorticoFeature.remoteSwitch`) adds its key by
 * declaration merging (`swaps?: string[] | false`).
 */
export interface RemoteFeatures {
  email: boolean
  socials: SocialProvider[] | false
  activity: boolean
  reownBranding: boolean
  multiWallet: boolean
}

/** What an app passes to createPortico. Only projectId, networks and adapters are required. */
export interface PorticoOptions {
  projectId: string
  networks: readonly [Network, ...Network[]]
  adapters: readonly ChainAdapter[]
  metadata?: Metadata | undefined
  features?: { [K in keyof Features]?: Features[K] | undefined } | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  defaultNetwork?: Network | undefined
  allowUnsupportedChain?: boolean | undefined
  enableNetworkSwitch?: boolean | undefined
  enableReconnect?: boolean | undefined
  enableEIP6963?: boolean | undefined
  enableInjected?: boolean | undefined
  enableWalletConnect?: boolean | undefined
  featuredWalletIds?: string[] | undefined
  includeWalletIds?: string[] | undefined
  excludeWalletIds?: string[] | undefined
  customWallets?: WalletListing[] | undefined
  /** The app's terms of service, linked from the Connect view's legal checkbox (`features.legalCheckbox`). */
  termsConditionsUrl?: string | undefined
  /** The app's privacy policy, linked from the Connect view's legal checkbox (`features.legalCheckbox`). */
  privacyPolicyUrl?: string | undefined
  /** Basic mode: no remote calls; remote features off. */
  basic?: boolean | undefined
  /** Manual connection control: the app decides what the modal shows first. */
  manualControl?: boolean | undefined
  enableEmbedded?: boolean | undefined
  disableAppend?: boolean | undefined
  /** Sign in with X: `defaultSiwx()` or `cloudSiwx()` from `@portico/siwx`, or the app's own. */
  siwx?: SiwxConfig | undefined
  /** Legacy SIWE: `createSIWEConfig(...)` from `@portico/siwx`; never together with `siwx`. */
  siweConfig?: SiwxConfig | undefined
  /** Base URL of a Portico Cloud; default none (remote features off). */
  cloudUrl?: string | undefined
  /**
   * Feature packages the app installed (`receiveFeature` from `@portico/receive`, …): their views,
   * Account entries and controllers join the instance. Only what is listed reaches the bundle.
   */
  plugins?: readonly PorticoFeature<unknown, object>[] | undefined
  /**
   * The alerts meant for the app's developer (a project id or origin the cloud refuses, remote configuration
   * overriding local features, multi-wallet not enabled, a network the app did not list); default on. Off: they
   * are not shown to visitors, only emitted as `ALERT` events.
   */
  debug?: boolean | undefined
  /**
   * The wallets as a way to connect (installed, registry and WalletConnect wallets, 'All wallets'); default on.
   * Off: Connect offers e-mail and social login only.
   */
  enableWallets?: boolean | undefined
  /** Connect's 'What is a wallet?' guide for visitors new to wallets, leading to getting one; default on. */
  enableWalletGuide?: boolean | undefined
  /** The embedded wallet's frame logs for support (its `enableLogger` parameter); default on. */
  enableAuthLogger?: boolean | undefined
  /** Storage used for persistence; defaults to window.localStorage when present. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
  /** Active namespace at start when several adapters are given. */
  defaultNamespace?: ChainNamespace | undefined
  /**
   * The account type each namespace prefers (`accountState.preferredAccountType`) where the visitor chose none; over
   * the defaults bip122 'payment', eip155 'smartAccount', others 'eoa'. A type the wallet has no account of gives 'eoa'.
   */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>> | undefined
  /**
   * The language of the modal and buttons, a BCP 47 tag ('de', 'pt-BR'); default English. A locale
   * Portico does not ship shows English with a console warning. Change it later with `setLocale`.
   */
  locale?: string | undefined
}
