import type { PayState } from './PayState.js'

/**
 * Whether the visitor may choose how to pay (the wallet or an exchange): the payment shown, after a failure, or once
 * the exchange's window was closed unconfirmed.
 */
export const isChoosing = (state: PayState): boolean =>
  state.status === 'ready' ||
  state.status === 'error' ||
  (state.status === 'exchange' && !!state.windowClosed)
