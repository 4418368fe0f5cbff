/** Loads the wallet actions on first use (a separate chunk in the app's bundle). */
export const loadWalletActions = () => import('./walletActions.js')
