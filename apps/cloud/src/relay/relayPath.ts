/** Where the cloud serves the WalletConnect relay: `ws(s)://<cloud host>/relay` is the widget's relay URL. */
export const RELAY_PATH = '/relay'
