import { lazyChunk } from '../instance/lazyChunk.js'

/** Portico Cloud's code in a page (`cloudCode`), its own chunk. */
export const cloudCodeChunk = lazyChunk(() => import('./cloudCode.js'))
