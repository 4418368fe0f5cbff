import type { SwapStatus } from './SwapsState.js'

/** Whether a swap is under way (being prepared, the wallet asked or the network awaited): not to be started again. */
export const swapInFlight = (status: SwapStatus): boolean =>
  status === 'preparing' || status === 'approving' || status === 'swapping'
