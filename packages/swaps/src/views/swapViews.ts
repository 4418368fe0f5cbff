/** Swaps' three views in one lazy chunk: they share the form's code and state, and one chunk is one request. */
export { SwapPreviewView } from './SwapPreviewView.js'
export { SwapSelectTokenView } from './SwapSelectTokenView.js'
export { SwapView } from './SwapView.js'
