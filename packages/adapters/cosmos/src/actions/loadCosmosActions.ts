/** Loads the @cosmjs transfer code on first use (a separate chunk in the app's bundle). */
export const loadCosmosActions = () => import('./cosmosActions.js')
