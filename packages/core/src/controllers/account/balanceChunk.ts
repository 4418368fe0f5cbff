import { lazyChunk } from '../../instance/lazyChunk.js'

/** Reading the native balance (`readNativeBalance`), its own chunk. */
export const balanceChunk = lazyChunk(() => import('./readNativeBalance.js'))
