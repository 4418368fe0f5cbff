import type { FeatureContext, FeatureInstance, PorticoFeature } from '@portico/core'
import { walletConnectViews } from '../view/walletConnectViews.js'
import type { WalletConnectController } from './createWalletConnectController.js'
import type { WalletConnectApi, WalletConnectOptions, WalletConnectState } from './WalletConnectTypes.js'

/** The feature's id: its state is `state.plugins.walletconnect`. */
export const WALLETCONNECT_FEATURE_ID = 'walletconnect'

/**
 * WalletConnect v2 as a Portico feature: `createPortico({ plugins: [walletConnect()] })`. Its entry is this
 * descriptor only; the Sign client, the session store and the pairing logic are `import()`-ed on first need
 * (the WalletConnect row hovered, focused or chosen; a stored session at start-up) and no socket opens before.
 * Every namespace whose adapter has `connectSession` is requested, and the session connects through core's
 * `connectSession`, restored silently after a reload.
 * @example createPortico({ projectId, networks, adapters, plugins: [walletConnect({ relayUrl: 'wss://relay.example/relay' })] })
 */
export function walletConnect(
  options: WalletConnectOptions = {},
): PorticoFeature<WalletConnectApi, WalletConnectState> {
  return {
    id: WALLETCONNECT_FEATURE_ID,
    remoteConnectorId: 'walletConnect',
    ...walletConnectViews,
    initialState: () => ({ status: 'idle' }),
    create(context: FeatureContext<WalletConnectState>): FeatureInstance<WalletConnectApi> | undefined {
      // `enableWalletConnect: false`: no API (the views show no WalletConnect), no stored session resumed.
      if (!context.options.enableWalletConnect) return undefined
      let controller: Promise<WalletConnectController> | undefined
      let loaded: WalletConnectController | undefined
      let destroyed = false
      const load = () => {
        controller ??= import('./createWalletConnectController.js').then((module) => {
          loaded = module.createWalletConnectController(context, options)
          return loaded
        })
        return controller
      }
      // A stored session resumes after start-up, silently (no modal, no prompt).
      if (context.storage.get('walletConnectSession') !== undefined) {
        void context.portico.ready
          .then(() => (destroyed ? undefined : load()))
          .then((ready) => ready?.restore())
          .catch((error: unknown) =>
            console.warn('Portico: could not restore the WalletConnect session', error),
          )
      }
      return {
        api: {
          warm: () => void load().catch(() => undefined),
          start: async (parameters) => (await load()).start(parameters),
          cancel: () => loaded?.cancel(),
          addNamespace: async (namespace) => (await load()).addNamespace(namespace),
          get session() {
            return loaded?.session()
          },
        },
        onModalClosed: () => loaded?.cancel(),
        destroy() {
          destroyed = true
          loaded?.destroy()
        },
      }
    },
  }
}
