import type { StorageValues } from '../../constants/storageKeys.js'
import type { PorticoFeature } from '../../types/feature.js'
import type { PorticoSiwx, SiwxState } from '../../types/siwx.js'
import { createSiwxController } from './createSiwxController.js'

/**
 * Sign in with X as a feature: present when the options have `siwx` (or `siweConfig`). The
 * configuration is bound to the instance's storage, project and cloud, then driven by the
 * controller. Reach it with `portico.getFeature(siwxFeature)`.
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
      storage: {
        get: (key) => context.storage.get(key),
        set: (key, value) => context.storage.set(key, value as StorageValues[typeof key] | undefined),
      },
    })
    return createSiwxController(context, config)
  },
}
