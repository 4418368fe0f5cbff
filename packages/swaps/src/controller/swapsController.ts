/** The swap's controller, one lazy chunk: loaded the first time the API is used (the Swap view opening). */

export { createSwapsApi } from './createSwapsApi.js'
export { executeSwap } from './executeSwap.js'
export { flipSwap } from './flipSwap.js'
export { loadSwapTokens } from './loadSwapTokens.js'
export { refreshSwapQuote } from './refreshSwapQuote.js'
