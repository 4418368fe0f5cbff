import type { ChainNamespace, ConnectedWalletInfo } from '@portico/core'
import { selectChain } from '../state/selectChain.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'

/** Name, icon and rdns of the wallet connected in a namespace (the active one by default). */
export function useWalletInfo(parameters: { namespace?: ChainNamespace | undefined } = {}): {
  walletInfo: ConnectedWalletInfo | undefined
} {
  return usePorticoSelector((state) => ({
    walletInfo: selectChain(state, parameters.namespace)?.accountState.connectedWalletInfo,
  }))
}
