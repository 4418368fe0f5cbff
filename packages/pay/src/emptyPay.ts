import type { PayState } from './PayState.js'

/** The state before any payment. */
export const emptyPay = (): PayState => ({ status: 'idle' })
