/**
 * Option switches and their defaults (docs/behaviour.md#limits "also enabled by default": debug, wallet connection,
 * wallet guide, wallets, EIP-6963, network switch, reconnect, auth logger; injected wallets too).
 * Unsupported chains are not allowed unless the app says so.
 */
export const DEFAULT_OPTION_SWITCHES = {
  enableEIP6963: true,
  enableInjected: true,
  enableNetworkSwitch: true,
  enableReconnect: true,
  enableWalletConnect: true,
  allowUnsupportedChain: false,
  basic: false,
  manualControl: false,
  enableEmbedded: false,
  disableAppend: false,
  debug: true,
  enableWallets: true,
  enableWalletGuide: true,
  enableAuthLogger: true,
} as const

/** Signing out of the embedded wallet on disconnect (docs/behaviour.md#limits). */
export const SIGN_OUT_ON_DISCONNECT = true

/** The theme mode when the app gives none. */
export const DEFAULT_THEME_MODE = 'dark' as const
