let requested = false

/**
 * Loads the post-connection wagmi actions on first use (a separate chunk in the app's bundle): when the modal opens
 * (the adapter's `prepare`), else with the first call that needs them.
 */
export const loadWalletActions = () => {
  requested = true
  return import('./walletActions.js')
}

/** Whether this page has asked for the wallet actions (their load started, or is done). */
export const walletActionsRequested = (): boolean => requested
