/**
 * Loads what core does with the connections a namespace keeps besides its active one (multi-wallet, docs/behaviour.md#permissions)
 * when there are some: a page without them never fetches it. Internal (not the public `loadMultiWallet`).
 */
export const loadKeptConnections = () => import('./keptConnectionsModule.js')
