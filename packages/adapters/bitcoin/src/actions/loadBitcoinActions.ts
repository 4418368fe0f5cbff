/** Loads the @scure/btc-signer transfer code on first use (a separate chunk in the app's bundle). */
export const loadBitcoinActions = () => import('./bitcoinActions.js')
