/** The window event Keplr-compatible wallets dispatch when the visitor selects another key (account). */
export const KEPLR_KEYSTORE_CHANGE = 'keplr_keystorechange'
