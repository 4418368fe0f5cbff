import type { PayErrorCode } from './errors/PayErrorCode.js'
import type { PayArguments } from './PayArguments.js'

/**
 * Where the payment is: idle (nothing asked), ready (the Pay view shows it), switching (the wallet is asked to change
 * network), paying (the wallet is asked for the transfer), confirming (sent, waiting for the chain), success, error.
 */
export type PayStatus = 'idle' | 'ready' | 'switching' | 'paying' | 'confirming' | 'success' | 'error'

/** The payment in progress (`state.plugins.pay`). */
export interface PayState {
  status: PayStatus
  payment?: PayArguments | undefined
  /** The transfer's hash, once the wallet sent it. */
  hash?: string | undefined
  error?: PayErrorCode | undefined
}
