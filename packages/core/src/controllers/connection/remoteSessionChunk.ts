import { lazyChunk } from '../../instance/lazyChunk.js'

/**
 * A remote session's connect (`connectRemoteSession`, the feature context's `connectSession`), its own chunk: loaded
 * as start-up begins in an app with a remote wallet's feature, so a connect is started in the call that asks for it.
 */
export const remoteSessionChunk = lazyChunk(() => import('./connectRemoteSession.js'))
