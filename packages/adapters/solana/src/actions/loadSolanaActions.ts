/** Loads the post-connection @solana/kit actions on first use (a separate chunk in the app's bundle). */
export const loadSolanaActions = () => import('./solanaActions.js')
