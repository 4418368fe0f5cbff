import { lazyChunk } from '../../instance/lazyChunk.js'

/** The wallet's part of a connection (`runConnectAttempt`), its own chunk. */
export const connectAttemptChunk = lazyChunk(() => import('./runConnectAttempt.js'))
