import type { FeatureInstance, PorticoFeature, StorageValues } from '@portico/core'
import type { en } from '../messages/en.js'
import type { PorticoSiwx, SiwxState } from './PorticoSiwx.js'

// Sign-in's view, and its message keys, in core's open contracts.
declare module '@portico/core' {
  interface PorticoViews {
    SIWXSignMessage: undefined
  }
  interface PorticoMessages extends Record<keyof typeof en, true> {}
}

type SiwxInstance = FeatureInstance<PorticoSiwx>

/**
 * Sign in with X as a feature: present when the options have `siwx` (or `siweConfig`); the configurations of this
 * package carry it (`feature`), a hand-written one needs `plugins: [siwxFeature]`. Its SIWXSignMessage view and its
 * texts load with the modal. The configuration is bound to the instance's storage, project and cloud, then driven by
 * the controller, which loads with `import()` when the instance starts (the page's entry carries only this
 * descriptor): hooks that arrive before it has loaded run, in order, once it has. Reach it with
 * `portico.getFeature(siwxFeature)`.
 */
export const siwxFeature: PorticoFeature<PorticoSiwx, SiwxState> = {
  id: 'siwx',
  messages: () => import('../messages/messages.js'),
  views: {
    SIWXSignMessage: () =>
      import('./SIWXSignMessageView.js').then((m) => ({ default: m.SIWXSignMessageView })),
  },
  titles: { SIWXSignMessage: 'siwx.title' },
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
