import { loadMultiWallet, type MultiWalletModule } from '@portico/core'

let loaded: MultiWalletModule | undefined
let loading: Promise<MultiWalletModule> | undefined

/** Core's multi-wallet code, loaded once (it stays out of the page's first JS until the feature is used). */
export function loadMultiWalletModule(): Promise<MultiWalletModule> {
  loading ??= loadMultiWallet().then((module) => {
    loaded = module
    return module
  })
  return loading
}

/** The multi-wallet code when it has loaded (always, inside ProfileWallets, whose loader waits for it). */
export const loadedMultiWalletModule = (): MultiWalletModule | undefined => loaded
