/**
 * Loads the multi-wallet code (docs/behaviour.md#permissions) on first use: `createMultiWallet(portico)` (the API),
 * `selectWalletConnections(state, namespace?)` and `readConnectionBalance(portico, connection)`. Behind
 * `import()` so that neither the widget nor a page that installs @portico/multiwallet carries it up front.
 * @example const { createMultiWallet } = await loadMultiWallet()
 */
export const loadMultiWallet = () => import('./multiWalletModule.js')

/** What loadMultiWallet resolves with. */
export type MultiWalletModule = Awaited<ReturnType<typeof loadMultiWallet>>
