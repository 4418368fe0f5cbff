/** Loads the post-connection @polkadot/api actions on first use (a separate chunk in the app's bundle). */
export const loadPolkadotActions = () => import('./polkadotActions.js')
