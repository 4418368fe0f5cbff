import type { SwapsState } from './SwapsState.js'

/** A swap not started: nothing typed, nothing quoted, the given slippage. */
export const emptySwap = (slippage: number): SwapsState => ({
  fromAmount: '',
  slippage,
  quoteStatus: 'idle',
  status: 'idle',
})
