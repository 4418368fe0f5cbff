/** The connections' code: `createMultiWallet(portico)`, `selectWalletConnections`, `readConnectionBalance`. */
export type MultiWalletModule = typeof import('./connections/connectionsModule.js')

let loaded: MultiWalletModule | undefined
let loading: Promise<MultiWalletModule> | undefined

/** The multi-wallet code, loaded once (it stays out of the page's first JS until the feature is used). */
export function loadMultiWalletModule(): Promise<MultiWalletModule> {
  loading ??= import('./connections/connectionsModule.js').then((module) => {
    loaded = module
    return module
  })
  return loading
}

/** The multi-wallet code when it has loaded (always, inside ProfileWallets, whose loader waits for it). */
export const loadedMultiWalletModule = (): MultiWalletModule | undefined => loaded
