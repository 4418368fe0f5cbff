import type { StorageValues } from '../../constants/storageKeys.js'
import type { FeatureInstance, PorticoFeature } from '../../types/feature.js'
import type { PorticoSiwx, SiwxState } from '../../types/siwx.js'

type SiwxInstance = FeatureInstance<PorticoSiwx>

/**
 * Sign in with X as a feature: present when the options have `siwx` (or `siweConfig`). The
 * configuration is bound to the instance's storage, project and cloud, then driven by the
 * controller, which loads with `import()` only for apps that sign in (the others never download
 * it): hooks that arrive before it has loaded run, in order, once it has. Reach it with
 * `portico.getFeature(siwxFeature)`.
 */
export const siwxFeature: PorticoFeature<PorticoSiwx, SiwxState> = {
  id: 'siwx',
  initialState: () => ({
    status: 'idle',
    account: undefined,
    required: false,
    statement: undefined,
    error: undefined,
    signedIn: [],
  }),
  create(context) {
    const config = context.options.siwx
    if (!config) return undefined
    config.bind?.({
      projectId: context.options.projectId,
      cloudUrl: context.options.cloudUrl,
      metadata: context.options.metadata,
      networks: context.options.networks,
      signal: context.signal,
      storage: {
        get: (key) => context.storage.get(key),
        set: (key, value) => context.storage.set(key, value as StorageValues[typeof key] | undefined),
      },
    })
    let controller: SiwxInstance | undefined
    const loaded = import('./createSiwxController.js').then(({ createSiwxController }) => {
      controller = createSiwxController(context, config)
      return controller
    })
    loaded.catch((error: unknown) => console.warn('Portico: could not load sign-in', error))
    const withController = (call: (instance: SiwxInstance) => void) => {
      if (controller) call(controller)
      else void loaded.then(call, () => undefined)
    }
    const api: PorticoSiwx = {
      state: context.featureState,
      signIn: () => loaded.then((instance) => instance.api.signIn()),
      cancel: () => loaded.then((instance) => instance.api.cancel()),
      getSessions: (namespace) => loaded.then((instance) => instance.api.getSessions(namespace)),
      signOut: (namespace) => loaded.then((instance) => instance.api.signOut(namespace)),
      requestSignIn: (namespace) => loaded.then((instance) => instance.api.requestSignIn(namespace)),
    }
    return {
      api,
      onAccountSettled: (namespace, reason) =>
        withController((instance) => instance.onAccountSettled?.(namespace, reason)),
      onDisconnected: (namespace) => withController((instance) => instance.onDisconnected?.(namespace)),
      onModalClosed: () => withController((instance) => instance.onModalClosed?.()),
      blocksClose: () =>
        controller?.blocksClose?.() ??
        (config.getRequired?.() === true && context.featureState.account !== undefined),
    }
  },
}
