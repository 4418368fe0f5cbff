import { OptionsError } from '../errors/OptionsError.js'
import type {
  AccountSettledReason,
  FeatureContext,
  FeatureInstance,
  PorticoFeature,
} from '../types/feature.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { PorticoNames } from '../types/portico.js'
import type { PorticoContext } from './PorticoContext.js'

/** The instance's side of the feature contract: creates the features and calls their hooks. */
export interface FeatureHost {
  get<Api, State extends object>(feature: PorticoFeature<Api, State>): Api | undefined
  accountSettled(namespace: ChainNamespace, reason: AccountSettledReason): void
  disconnected(namespace: ChainNamespace): void
  blocksClose(): boolean
  modalClosed(): void
  destroy(): void
  /** The name resolver of the first feature that has one (`FeatureInstance.names`). */
  names(): PorticoNames | undefined
}

function each(
  instances: Iterable<FeatureInstance<unknown>>,
  call: (instance: FeatureInstance<unknown>) => void,
) {
  for (const instance of instances) {
    try {
      call(instance)
    } catch (error) {
      console.warn('Portico: a feature hook failed', error)
    }
  }
}

/**
 * Creates each feature of the list for one instance (the built-in ones, then the app's `plugins`; a
 * feature whose options are absent, or one of views only, creates nothing), giving it its own slice
 * of the state under `state.plugins[id]`. An id given twice is an OptionsError.
 */
export function createFeatureHost(
  context: Pick<PorticoContext, 'state' | 'options' | 'storage' | 'portico' | 'emit'> &
    Pick<FeatureContext, 'connectSession' | 'signal' | 'cloud' | 'refreshProfile'>,
  features: readonly PorticoFeature<unknown, object>[],
): FeatureHost {
  const instances = new Map<string, FeatureInstance<unknown>>()
  const ids = new Set<string>()
  for (const feature of features) {
    if (ids.has(feature.id)) throw new OptionsError('PLUGIN_DUPLICATE', { id: feature.id })
    ids.add(feature.id)
    if (!feature.create) continue
    context.state.plugins[feature.id] = feature.initialState?.() ?? {}
    const featureState = context.state.plugins[feature.id] as object
    const instance = feature.create({
      get state() {
        return context.state
      },
      options: context.options,
      storage: context.storage,
      get portico() {
        return context.portico
      },
      featureState,
      signal: context.signal,
      cloud: context.cloud,
      emit: (event) => context.emit(event),
      refreshProfile: context.refreshProfile,
      connectSession: (session, parameters) => context.connectSession(session, parameters),
    })
    if (instance) instances.set(feature.id, instance)
    else delete context.state.plugins[feature.id]
  }
  return {
    get: <Api, State extends object>(feature: PorticoFeature<Api, State>) =>
      instances.get(feature.id)?.api as Api | undefined,
    accountSettled: (namespace, reason) =>
      each(instances.values(), (instance) => instance.onAccountSettled?.(namespace, reason)),
    disconnected: (namespace) => each(instances.values(), (instance) => instance.onDisconnected?.(namespace)),
    blocksClose: () => [...instances.values()].some((instance) => instance.blocksClose?.() === true),
    modalClosed: () => each(instances.values(), (instance) => instance.onModalClosed?.()),
    destroy: () => each(instances.values(), (instance) => instance.destroy?.()),
    names: () => [...instances.values()].find((instance) => instance.names)?.names,
  }
}
