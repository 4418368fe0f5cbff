import type { Portico, PorticoMultiWallet } from '@portico/core'
import { loadMultiWalletModule } from './multiWalletModule.js'

/**
 * The multi-wallet API (connections/createMultiWallet) whose code loads on the first call, so installing the
 * feature adds only this to the page's first JS. A subscription starts once that code is there.
 */
export function lazyMultiWallet(portico: Portico): PorticoMultiWallet {
  let loading: Promise<PorticoMultiWallet> | undefined
  const load = () => {
    loading ??= loadMultiWalletModule().then((m) => m.createMultiWallet(portico))
    return loading
  }
  return {
    isEnabled: () => portico.state.remoteFeatures?.multiWallet === true,
    getConnections: async (namespace) => (await load()).getConnections(namespace),
    switchConnection: async (parameters) => (await load()).switchConnection(parameters),
    deleteConnection: async (parameters) => (await load()).deleteConnection(parameters),
    getBalance: async (parameters) => (await load()).getBalance(parameters),
    subscribeConnections(listener, namespace) {
      // Stopped before the code has loaded: it stops as soon as the subscription exists.
      const stop = load().then((api) => api.subscribeConnections(listener, namespace))
      return () => void stop.then((end) => end())
    },
  }
}
