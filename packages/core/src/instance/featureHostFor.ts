import { remoteSessionChunk } from '../controllers/connection/remoteSessionChunk.js'
import { coreFeatures } from './coreFeatures.js'
import { createFeatureHost, type FeatureHost } from './createFeatureHost.js'
import type { InstanceParts } from './InstanceParts.js'

/** Creates the instance's features (the built-in ones, then the app's plugins) on its context. */
export function featureHostFor({ context, lifetime, cloud, cloudServices }: InstanceParts): FeatureHost {
  return createFeatureHost(
    {
      state: context.state,
      options: context.options,
      storage: context.storage,
      portico: context.portico,
      emit: context.emit,
      signal: lifetime.signal,
      cloud,
      refreshProfile: cloudServices.refreshProfile,
      // Only apps with a remote wallet's feature (WalletConnect, the embedded wallet) load this, as start-up begins;
      // once loaded, a connect goes 'connecting' in the call (connectRemoteSession).
      connectSession: async (session, parameters) =>
        (remoteSessionChunk.current() ?? (await remoteSessionChunk.load())).connectRemoteSession(
          context,
          session,
          parameters,
        ),
    },
    [...coreFeatures, ...context.options.plugins],
  )
}
